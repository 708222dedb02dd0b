import { z } from 'zod';
import type { WorkspaceFile } from '@switchboard/contracts/workspace';

/** A file's metadata as tools report it. */
export const fileInfoShape = z.object({
  path: z.string(),
  size: z.number().describe('Bytes'),
  content_type: z.string(),
  sha256: z.string().describe('Pass as if_match to write only over this version'),
  updated_at: z.string(),
});

export function fileInfo(file: WorkspaceFile): z.output<typeof fileInfoShape> {
  return {
    path: file.path,
    size: file.size,
    content_type: file.content_type,
    sha256: file.sha256,
    updated_at: file.updated_at,
  };
}

export const pathParam = z
  .string()
  .min(1)
  .max(512)
  .describe('File path in the workspace, e.g. reports/2026-11.md (no leading /, no ..)');

/** A one-line description of a file for the model. */
export function describeFile(file: WorkspaceFile): string {
  return `${file.path} (${file.size} bytes, ${file.content_type}, sha256 ${file.sha256}, updated ${file.updated_at})`;
}
