import { AppError } from '@switchboard/kit/errors';

/** API-edge errors that only HTTP has (the kit's hierarchy covers the domain ones). */

export class PayloadTooLargeError extends AppError {
  constructor(limitBytes: number) {
    super({
      code: 'PAYLOAD_TOO_LARGE',
      message: `Request body is larger than the limit of ${limitBytes} bytes.`,
      details: { limit_bytes: limitBytes },
    });
  }
}

export class RouteNotFoundError extends AppError {
  constructor(method: string, path: string) {
    super({
      code: 'ROUTE_NOT_FOUND',
      message: `No route ${method} ${path}. See /v1/openapi.json for every route.`,
      details: { method, path },
    });
  }
}

export class MethodNotAllowedError extends AppError {
  readonly allowed: readonly string[];

  constructor(method: string, path: string, allowed: readonly string[]) {
    super({
      code: 'METHOD_NOT_ALLOWED',
      message: `${method} is not supported on ${path}; use ${allowed.join(', ')}.`,
      details: { method, allowed },
    });
    this.allowed = allowed;
  }
}

/** Same key, another request. */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was used with a different request in the last 24 hours; use a new key for a new request.',
    });
  }
}

/** Same key while the first request with it is still running. */
export class IdempotencyKeyInUseError extends AppError {
  constructor() {
    super({
      code: 'IDEMPOTENCY_KEY_IN_USE',
      message:
        'A request with this Idempotency-Key is still in progress; retry once it has finished.',
      retryable: true,
    });
  }
}
