import { UpstreamError } from '../errors.js';

/** Stable `code`s of the UpstreamErrors the guarded client throws. */
export const HTTP_ERROR_CODES = [
  'BLOCKED_DESTINATION',
  'INVALID_URL',
  'INVALID_REQUEST',
  'TIMEOUT',
  'ABORTED',
  'RESPONSE_TOO_LARGE',
  'TOO_MANY_REDIRECTS',
  'NETWORK_ERROR',
  'HTTP_ERROR',
  'UNSUPPORTED_MEDIA_TYPE',
] as const;

export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

const ALLOW_HINT =
  'Set ALLOW_PRIVATE_NETWORK=true to allow http:// and private or loopback destinations (development and tests only).';

interface Extra {
  host?: string;
  status?: number;
  retryable?: boolean;
  cause?: unknown;
  details?: Record<string, unknown>;
}

/** Builds the UpstreamError for one of the client's failure codes. */
export function httpError(code: HttpErrorCode, message: string, extra: Extra = {}): UpstreamError {
  const details = { ...extra.details, ...(extra.host ? { host: extra.host } : {}) };
  return new UpstreamError({
    code,
    message,
    retryable: extra.retryable ?? false,
    ...(Object.keys(details).length > 0 ? { details } : {}),
    ...(extra.status === undefined ? {} : { status: extra.status }),
    ...(extra.cause === undefined ? {} : { cause: extra.cause }),
  });
}

/** A destination the SSRF rules refuse; the message names the operator setting that relaxes them. */
export function blockedDestination(host: string, why: string): UpstreamError {
  return httpError(
    'BLOCKED_DESTINATION',
    `Outbound request to ${host} blocked: ${why}. ${ALLOW_HINT}`,
    { host },
  );
}

/** True when `error` is an UpstreamError raised by this client with the given code. */
export function isHttpError(error: unknown, code?: HttpErrorCode): error is UpstreamError {
  return error instanceof UpstreamError && (code === undefined || error.code === code);
}
