/**
 * The team workspace (contract-decisions.md, "Built-in tools and the workspace"): one tree of
 * files per team, written and read by the team's API users and its agent loops (the `files`
 * built-in tool server). Paths look like `reports/2026-11.md`.
 */
import { z } from 'zod';
import { dataEnvelope, listEnvelope, timestamp } from './common.js';

export const WORKSPACE_PATH_MAX = 512;
/** Default limits; operators change them with WORKSPACE_* settings. */
export const WORKSPACE_FILE_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;
export const WORKSPACE_QUOTA_BYTES_DEFAULT = {
  free: 100 * 1024 * 1024,
  pro: 1024 * 1024 * 1024,
  enterprise: 10 * 1024 * 1024 * 1024,
} as const;
export const WORKSPACE_DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export type WorkspacePathResult = { ok: true; path: string } | { ok: false; message: string };

// C0 and C1 control characters, DEL and NUL among them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The canonical form of a workspace path, or why there is none. Unicode is NFC-normalised, `.`
 * and empty segments are dropped (`a//./b` is `a/b`); absolute paths, `..`, backslashes, control
 * characters and paths over WORKSPACE_PATH_MAX characters are refused, so a path never leaves the
 * team's tree nor names one file two ways.
 */
export function normalizeWorkspacePath(raw: string): WorkspacePathResult {
  if (typeof raw !== 'string' || raw === '') return { ok: false, message: 'must not be empty' };
  if (CONTROL.test(raw)) return { ok: false, message: 'must not contain control characters' };
  if (raw.includes('\\')) return { ok: false, message: 'must use / between folders, not \\' };
  if (raw.startsWith('/')) {
    return { ok: false, message: 'must be relative to the workspace (no leading /)' };
  }
  const segments = raw
    .normalize('NFC')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return { ok: false, message: 'must not contain .. segments' };
  const path = segments.join('/');
  if (path === '') return { ok: false, message: 'must name a file' };
  if (path.length > WORKSPACE_PATH_MAX) {
    return { ok: false, message: `must be at most ${WORKSPACE_PATH_MAX} characters` };
  }
  return { ok: true, path };
}

/** A workspace path as a zod schema: validated and normalised (see normalizeWorkspacePath). */
export const workspacePath = z
  .string({ error: 'must be a string' })
  .transform((raw, ctx) => {
    const result = normalizeWorkspacePath(raw);
    if (result.ok) return result.path;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  })
  .meta({
    description: `A file path in the workspace such as reports/2026-11.md (at most ${WORKSPACE_PATH_MAX} characters; no .., no leading /)`,
  });

/** A prefix to list under: like a path, but may be empty and may end with `/`. */
export const workspacePrefix = z
  .string({ error: 'must be a string' })
  .max(WORKSPACE_PATH_MAX, { error: `must be at most ${WORKSPACE_PATH_MAX} characters` })
  .refine((prefix) => !CONTROL.test(prefix) && !prefix.startsWith('/'), {
    error: 'must be a relative path prefix without control characters',
  })
  .refine((prefix) => !prefix.split('/').includes('..'), { error: 'must not contain ..' })
  .transform((prefix) => prefix.normalize('NFC'));

export const workspaceFile = z
  .strictObject({
    path: z.string(),
    size: z.number().int().meta({ description: 'Bytes' }),
    content_type: z.string(),
    sha256: z.string().meta({ description: 'Hex SHA-256 of the bytes; the ETag is "<sha256>"' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'WorkspaceFile' });
export type WorkspaceFile = z.output<typeof workspaceFile>;

export const workspaceFileEnvelope = dataEnvelope(workspaceFile);
export const workspaceFileList = listEnvelope(workspaceFile);

/** The ETag of a file version: its quoted SHA-256. */
export function workspaceEtag(sha256: string): string {
  return `"${sha256}"`;
}
