import { z } from 'zod';
import { NotFoundError } from '@switchboard/kit/errors';
import { describeFile, fileInfo, fileInfoShape, pathParam } from './file-shape.js';
import { defineWorkspaceTool, READ_ONLY } from './workspace-tool.js';

const inputSchema = z.object({ path: pathParam });

/** file_info: size, type, sha256 and time of one file. */
export const fileInfoTool = defineWorkspaceTool({
  name: 'file_info',
  title: 'File metadata',
  description: "A workspace file's size, content type, sha256 and last update time.",
  inputSchema,
  outputSchema: fileInfoShape,
  annotations: READ_ONLY,
  async run({ path }, { workspace, teamId }) {
    const file = await workspace.info(teamId, path);
    if (!file) throw new NotFoundError('workspace_file', path);
    return { text: describeFile(file), structured: fileInfo(file) };
  },
});

const existsOutput = z.object({ path: z.string(), exists: z.boolean() });

/** file_exists: whether a file is there. */
export const fileExistsTool = defineWorkspaceTool({
  name: 'file_exists',
  title: 'Does a file exist',
  description: 'Whether a workspace file exists at the path.',
  inputSchema,
  outputSchema: existsOutput,
  annotations: READ_ONLY,
  async run({ path }, { workspace, teamId }) {
    const exists = (await workspace.info(teamId, path)) !== null;
    return {
      text: `${path} ${exists ? 'exists' : 'does not exist'}`,
      structured: { path, exists },
    };
  },
});
