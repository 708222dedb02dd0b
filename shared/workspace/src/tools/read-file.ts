import { z } from 'zod';
import { fileInfo, fileInfoShape, pathParam } from './file-shape.js';
import { fileResourceLink, fileResourceUri } from './file-resource.js';
import { defineWorkspaceTool, READ_ONLY } from './workspace-tool.js';

/**
 * Bytes one read returns at most: as base64 that is 20,000 characters, the runner's cap on what a
 * tool result may put before the model, so a read is never cut without saying so.
 */
export const READ_MAX_BYTES = 15_000;

const inputSchema = z.object({
  path: pathParam,
  offset: z.number().int().min(0).optional().describe('First byte to read (default 0)'),
  length: z
    .number()
    .int()
    .min(1)
    .max(READ_MAX_BYTES)
    .optional()
    .describe(`Bytes to read (default and at most ${READ_MAX_BYTES})`),
});

const outputSchema = z.object({
  file: fileInfoShape,
  offset: z.number(),
  length: z.number().describe('Bytes returned'),
  encoding: z.enum(['utf8', 'base64']),
  content: z.string(),
  truncated: z.boolean().describe('True when the file goes on after the bytes returned'),
  next_offset: z.number().nullable().describe('Offset to read next, or null at the end'),
  resource_uri: z
    .string()
    .describe(
      'The whole file as an MCP resource (resources/read), for clients that fetch it whole',
    ),
});

/** read_file: a file's text (UTF-8) or bytes (base64), a bounded range at a time. */
export const readFileTool = defineWorkspaceTool({
  name: 'read_file',
  title: 'Read a file',
  description:
    `Reads a workspace file. Text comes back as UTF-8, anything else as base64. At most ${READ_MAX_BYTES} ` +
    'bytes per call: when truncated is true, call again with offset=next_offset; a longer file is ' +
    'also linked whole as a resource (resource_uri).',
  inputSchema,
  outputSchema,
  annotations: READ_ONLY,
  async run({ path, offset = 0, length = READ_MAX_BYTES }, { workspace, teamId }) {
    const { file, bytes } = await workspace.read(teamId, path);
    const start = Math.min(offset, bytes.length);
    const binary = !isUtf8Text(bytes);
    const end = binary
      ? Math.min(start + length, bytes.length)
      : utf8Boundary(bytes, Math.min(start + length, bytes.length));
    const slice = bytes.subarray(start, end);
    const content = binary ? slice.toString('base64') : slice.toString('utf8');
    const truncated = end < bytes.length;
    const range = `bytes ${start}-${end} of ${bytes.length}`;
    const more = truncated ? `; more follows: read again with offset=${end}` : '';
    return {
      text: `${file.path} (${range}, ${binary ? 'base64' : 'utf8'}${more}):\n${content}`,
      structured: {
        file: fileInfo(file),
        offset: start,
        length: end - start,
        encoding: binary ? ('base64' as const) : ('utf8' as const),
        content,
        truncated,
        next_offset: truncated ? end : null,
        resource_uri: fileResourceUri(file.path),
      },
      ...(bytes.length > READ_MAX_BYTES && {
        link: fileResourceLink(
          file,
          `The whole file (${bytes.length} bytes), which read_file returns ${READ_MAX_BYTES} bytes at a time.`,
        ),
      }),
    };
  },
});

/** Text when the bytes are valid UTF-8 without NUL characters. */
function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** `end`, moved back so it does not split a UTF-8 character (continuation bytes are 10xxxxxx). */
function utf8Boundary(bytes: Buffer, end: number): number {
  let boundary = end;
  while (boundary > 0 && boundary < bytes.length && (bytes[boundary]! & 0xc0) === 0x80) {
    boundary -= 1;
  }
  return boundary;
}
