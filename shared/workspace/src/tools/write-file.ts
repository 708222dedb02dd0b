import path from 'node:path';
import { z } from 'zod';
import { describeFile, fileInfo, fileInfoShape, pathParam } from './file-shape.js';
import { defineWorkspaceTool, OVERWRITES } from './workspace-tool.js';

/** Content types by extension for files the model writes; anything else is plain text or bytes. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
};

const inputSchema = z.object({
  path: pathParam,
  content: z.string().describe('The whole new content'),
  encoding: z
    .enum(['utf8', 'base64'])
    .optional()
    .describe('How content is written: utf8 text (default) or base64 bytes'),
  if_match: z
    .string()
    .max(200)
    .optional()
    .describe('Write only if the file is still this version (its sha256 from file_info)'),
});

const outputSchema = z.object({ file: fileInfoShape, created: z.boolean() });

/** write_file: creates or replaces a file, optionally only over a known version. */
export const writeFileTool = defineWorkspaceTool({
  name: 'write_file',
  title: 'Write a file',
  description:
    'Creates or replaces a workspace file with the given content (utf8 text, or base64 bytes). ' +
    'Pass if_match (the sha256 from file_info or an earlier write) to fail instead of overwriting ' +
    'a version someone else wrote meanwhile.',
  inputSchema,
  outputSchema,
  annotations: OVERWRITES,
  async run({ path: filePath, content, encoding = 'utf8', if_match }, { workspace, teamId }) {
    const bytes = Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8');
    const contentType =
      encoding === 'base64'
        ? 'application/octet-stream'
        : (TEXT_TYPES[path.extname(filePath).toLowerCase()] ?? 'text/plain; charset=utf-8');
    const { file, created } = await workspace.write(teamId, filePath, bytes, {
      contentType,
      ifMatch: if_match,
    });
    return {
      text: `${created ? 'Created' : 'Replaced'} ${describeFile(file)}`,
      structured: { file: fileInfo(file), created },
    };
  },
});
