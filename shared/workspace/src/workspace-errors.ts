import { AppError } from '@switchboard/kit/errors';

/** `If-Match` named a version that is not the file's current one (HTTP 412). */
export class PreconditionFailedError extends AppError {
  constructor(path: string, expected: string, current: string | null) {
    super({
      code: 'PRECONDITION_FAILED',
      message:
        current === null
          ? `${path} does not exist, so it cannot match ${expected}.`
          : `${path} has changed: its ETag is now "${current}", not ${expected}. Read it again and retry.`,
      details: { path, if_match: expected, etag: current === null ? null : `"${current}"` },
    });
  }
}

/** One file over the per-file limit (HTTP 413); nothing is stored. */
export class WorkspaceFileTooLargeError extends AppError {
  constructor(size: number, limit: number) {
    super({
      code: 'PAYLOAD_TOO_LARGE',
      message: `The file is ${size} bytes; a workspace file may be at most ${limit} bytes.`,
      details: { size_bytes: size, limit_bytes: limit },
    });
  }
}

/** The team's workspace would grow past its plan's quota (HTTP 413); nothing is stored. */
export class WorkspaceQuotaExceededError extends AppError {
  constructor(details: { used_bytes: number; needed_bytes: number; quota_bytes: number }) {
    super({
      code: 'WORKSPACE_QUOTA_EXCEEDED',
      message: `The workspace holds ${details.used_bytes} of its ${details.quota_bytes} bytes; this write needs ${details.needed_bytes} more. Delete files or move to a larger plan.`,
      details,
    });
  }
}
