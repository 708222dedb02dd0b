import { z } from 'zod';
import { pathParam } from './file-shape.js';
import { defineWorkspaceTool, OVERWRITES } from './workspace-tool.js';

const inputSchema = z.object({
  path: pathParam,
  if_match: z
    .string()
    .max(200)
    .optional()
    .describe('Delete only if the file is still this version (its sha256)'),
});
const outputSchema = z.object({ path: z.string(), deleted: z.boolean() });

/** delete_file: removes a file. */
export const deleteFileTool = defineWorkspaceTool({
  name: 'delete_file',
  title: 'Delete a file',
  description: 'Deletes a workspace file; pass if_match to delete only a known version.',
  inputSchema,
  outputSchema,
  annotations: OVERWRITES,
  async run({ path, if_match }, { workspace, teamId }) {
    await workspace.delete(teamId, path, if_match === undefined ? {} : { ifMatch: if_match });
    return { text: `Deleted ${path}`, structured: { path, deleted: true } };
  },
});
