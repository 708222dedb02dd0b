import { z } from 'zod';
import { describeFile, fileInfo, fileInfoShape } from './file-shape.js';
import { defineWorkspaceTool, READ_ONLY } from './workspace-tool.js';

export const LIST_PER_PAGE_MAX = 100;

const inputSchema = z.object({
  prefix: z
    .string()
    .max(512)
    .optional()
    .describe('Only paths starting with this, e.g. reports/ (default: every file)'),
  page: z.number().int().min(1).optional().describe('1-based page (default 1)'),
  per_page: z
    .number()
    .int()
    .min(1)
    .max(LIST_PER_PAGE_MAX)
    .optional()
    .describe(`Files per page (default 50, at most ${LIST_PER_PAGE_MAX})`),
});

const outputSchema = z.object({
  files: z.array(fileInfoShape),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

/** list_files: the workspace's files in path order, a page at a time. */
export const listFilesTool = defineWorkspaceTool({
  name: 'list_files',
  title: 'List files',
  description:
    'Lists workspace files in path order, optionally under a prefix such as reports/, ' +
    `a page at a time (per_page at most ${LIST_PER_PAGE_MAX}).`,
  inputSchema,
  outputSchema,
  annotations: READ_ONLY,
  async run({ prefix, page = 1, per_page = 50 }, { workspace, teamId }) {
    const found = await workspace.list(teamId, { prefix, page, perPage: per_page });
    const shown = found.items.map(describeFile);
    const pages = Math.max(1, Math.ceil(found.total / per_page));
    const heading = `${found.total} file(s)${prefix ? ` under ${prefix}` : ''}; page ${page} of ${pages}`;
    return {
      text: [heading, ...shown].join('\n'),
      structured: { files: found.items.map(fileInfo), page, per_page, total: found.total },
    };
  },
});
