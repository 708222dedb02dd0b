/**
 * The error hierarchy every service throws. Each error carries a stable `code`; the HTTP status
 * (or MCP tool error) is chosen once, at the edge, from the class. Services never throw HTTP objects.
 */

import type { HttpErrorCode } from './http/http-errors.js';

/**
 * Every code the API's error contract answers with, and its HTTP status (contract-decisions.md,
 * "Errors"). `@switchboard/contracts/errors` re-exports it as part of the error contract.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  BUDGET_EXCEEDED: 403,
  RESOURCE_NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  WORKSPACE_QUOTA_EXCEEDED: 413,
  VALIDATION_ERROR: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  /** WhatsApp free text outside the 24-hour customer service window: only a template may go. */
  OUTSIDE_CUSTOMER_SERVICE_WINDOW: 422,
  RATE_LIMIT_EXCEEDED: 429,
  CONCURRENCY_LIMIT_EXCEEDED: 429,
  REQUEST_HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ApiErrorCode = keyof typeof ERROR_STATUS;

/**
 * Codes of failures that a service turns into something else before they leave it: the guarded
 * HTTP client's, a Bot API's, the catalog's tool and sync errors, and start-up configuration.
 * Behind the API's edge an unlisted code answers 502 (upstream) or 500.
 */
export type ServiceErrorCode =
  | HttpErrorCode
  | 'CONFIG_ERROR'
  | PlatformErrorCode
  /** A platform named a user file the service will not fetch, or served something else. */
  | 'PLATFORM_FILE_REFUSED'
  | 'MODEL_NOT_FOUND'
  | 'TOOL_NOT_FOUND'
  | 'UPSTREAM_UNREADABLE'
  | 'INVALID_JSON'
  /** A header names a team secret (`{{secret.NAME}}`) that no longer exists. */
  | 'SECRET_NOT_FOUND'
  /** A stored credential that the configured SECRETS_KEY (or the previous one) does not open. */
  | 'SECRETS_KEY_MISMATCH'
  /** A tool server behind OAuth that a person must (re)connect before runs can use it. */
  | 'MCP_AUTHORIZATION_REQUIRED'
  /** An OAuth authorization server refused or failed a step (discovery, registration, token). */
  | 'OAUTH_FAILED';

/**
 * A channel platform's own failure codes, declared in its folder (`TELEGRAM_API_ERROR`: the
 * platform's API refused a call; `TELEGRAM_BAD_FILE_PATH`...): `<PLATFORM>_<WHAT>`, upstream
 * failures that answer 502 at the API's edge.
 */
export type PlatformErrorCode =
  `${Uppercase<string>}_API_ERROR` | `${Uppercase<string>}_BAD_${Uppercase<string>}`;

/** Every code an AppError can carry. */
export type AppErrorCode = ApiErrorCode | ServiceErrorCode;

export interface AppErrorOptions {
  code: AppErrorCode;
  message: string;
  details?: Record<string, unknown>;
  cause?: unknown;
  /** Whether repeating the same operation later can succeed (network errors, 429, 5xx). */
  retryable?: boolean;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: Record<string, unknown> | undefined;
  readonly retryable: boolean;

  constructor(options: AppErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = options.code;
    this.details = options.details;
    this.retryable = options.retryable ?? false;
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** Input that fails validation; `fields` names every offending path. */
export class ValidationError extends AppError {
  readonly fields: FieldIssue[];

  constructor(fields: FieldIssue[], message = describeFields(fields)) {
    super({ code: 'VALIDATION_ERROR', message, details: { fields } });
    this.fields = fields;
  }
}

/** A request that cannot be understood at all (malformed JSON, wrong content type). */
export class BadRequestError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super({ code: 'BAD_REQUEST', message, ...(details ? { details } : {}) });
  }
}

/** No such record for this team (records of other teams are reported the same way). */
export class NotFoundError extends AppError {
  readonly resourceType: string;
  readonly resourceId: string;

  constructor(resourceType: string, resourceId: string) {
    super({
      code: 'RESOURCE_NOT_FOUND',
      message: `No ${resourceType.replace(/_/g, ' ')} with id '${resourceId}'.`,
      details: { resource_type: resourceType, resource_id: resourceId },
    });
    this.resourceType = resourceType;
    this.resourceId = resourceId;
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'A valid API key is required: send Authorization: Bearer <key>.') {
    super({ code: 'UNAUTHORIZED', message });
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super({ code: 'FORBIDDEN', message });
  }
}

/**
 * Well-formed input that a business rule refuses, with its own code (answered 422), such as free
 * text to a WhatsApp user outside the 24-hour window (OUTSIDE_CUSTOMER_SERVICE_WINDOW).
 */
export class RuleViolationError extends AppError {
  constructor(
    code: 'OUTSIDE_CUSTOMER_SERVICE_WINDOW',
    message: string,
    details?: Record<string, unknown>,
  ) {
    super({ code, message, ...(details ? { details } : {}) });
  }
}

/** A state conflict the caller can resolve, such as a duplicate unique value. */
export class ConflictError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super({ code: 'CONFLICT', message, ...(details ? { details } : {}) });
  }
}

/**
 * Too much, too soon: answered 429 with `retry_after` and a Retry-After header. The code is
 * RATE_LIMIT_EXCEEDED unless a more precise one is given (CONCURRENCY_LIMIT_EXCEEDED, or
 * SERVICE_UNAVAILABLE, answered 503, when the whole process rather than the caller is at a limit).
 */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(
    retryAfterSeconds: number,
    message = 'Rate limit exceeded.',
    options: { code?: ApiErrorCode; details?: Record<string, unknown> } = {},
  ) {
    super({
      code: options.code ?? 'RATE_LIMIT_EXCEEDED',
      message,
      retryable: true,
      ...(options.details ? { details: options.details } : {}),
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A call to something outside the process failed (an AI backend, a tool server, a webhook). */
export class UpstreamError extends AppError {
  readonly status: number | undefined;

  constructor(options: AppErrorOptions & { status?: number }) {
    super(options);
    this.status = options.status;
  }
}

/**
 * The database failed an operation. Store engines raise this (or a subclass) instead of their
 * driver's errors, so no caller depends on the engine; the message names the collection.
 */
export class StoreError extends AppError {
  constructor(
    message: string,
    options: { code?: ApiErrorCode; cause?: unknown; retryable?: boolean } = {},
  ) {
    super({
      code: options.code ?? 'INTERNAL_ERROR',
      message,
      cause: options.cause,
      retryable: options.retryable ?? false,
    });
  }
}

/**
 * The database could not be reached or did not answer. A write may or may not have happened;
 * repeating it later can succeed, so only idempotent or self-checking work repeats it.
 */
export class StoreUnavailableError extends StoreError {
  constructor(message: string, cause?: unknown) {
    super(message, { code: 'SERVICE_UNAVAILABLE', cause, retryable: true });
  }
}

/** A record larger than the engine can store (MongoDB: 16 MB per document). */
export class RecordTooLargeError extends StoreError {
  constructor(message: string, cause?: unknown) {
    super(message, { code: 'PAYLOAD_TOO_LARGE', cause });
  }
}

/** Configuration that stops a process at start-up. */
export class ConfigError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super({ code: 'CONFIG_ERROR', message, ...(details ? { details } : {}) });
  }
}

function describeFields(fields: FieldIssue[]): string {
  if (fields.length === 0) return 'Validation failed.';
  return `Validation failed: ${fields.map((f) => `${f.path || '(root)'}: ${f.message}`).join('; ')}`;
}
