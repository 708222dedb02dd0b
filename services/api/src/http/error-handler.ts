import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { ERROR_STATUS, type ErrorBody } from '@switchboard/contracts/errors';
import {
  AppError,
  RateLimitedError,
  UpstreamError,
  type AppErrorCode,
} from '@switchboard/kit/errors';
import type { Logger } from '@switchboard/kit/logger';
import { sendJson } from './api-request.js';
import type { ErrorResponder } from './route-server.js';
import { requestIdOf } from './request-id.js';

/**
 * The one place errors become HTTP: kit error classes map to their contract status and body
 * `{ error: { code, message, details?, retry_after? } }`. Anything else is a 500 INTERNAL_ERROR
 * whose `details.error_id` points at the logged stack; the stack never reaches the client. A
 * response already under way (a stream) cannot change its status: it is cut off instead, so the
 * client sees it did not end normally.
 */
export function errorResponder(logger: Logger): ErrorResponder {
  return (error, req, res) => {
    if (res.headersSent) {
      requestLogger(req, logger).warn({ err: error }, 'response failed while being sent');
      res.destroy();
      return;
    }
    const { status, body } = toResponse(error, requestLogger(req, logger));
    if (error instanceof RateLimitedError) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    }
    sendJson(res, status, body);
  };
}

/** `errorResponder` as the last middleware of an Express app (the docs, the dashboard, the 404). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  const answer = errorResponder(logger);
  return (error: unknown, req, res, next) => {
    if (res.headersSent) next(error);
    else answer(error, req, res);
  };
}

/**
 * The status and body an AppError with a contract code answers with; undefined for one without
 * (it becomes a 500 INTERNAL_ERROR).
 */
export function appErrorResponse(error: AppError): { status: number; body: ErrorBody } | undefined {
  const status = statusOf(error);
  if (status === undefined) return undefined;
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details !== undefined) body.error.details = error.details;
  if (error instanceof RateLimitedError) body.error.retry_after = error.retryAfterSeconds;
  return { status, body };
}

function toResponse(error: unknown, logger: Logger): { status: number; body: ErrorBody } {
  const answered = error instanceof AppError ? appErrorResponse(error) : undefined;
  if (answered) {
    if (answered.status >= 500)
      logger.warn({ err: error }, 'upstream failure answered with an error');
    return answered;
  }
  const errorId = randomUUID();
  logger.error({ err: error, error_id: errorId }, 'unhandled error');
  return {
    status: 500,
    body: {
      error: {
        code: 'INTERNAL_ERROR',
        message: `Something went wrong on our side. Quote error id ${errorId} when reporting it.`,
        details: { error_id: errorId },
      },
    },
  };
}

function statusOf(error: AppError): number | undefined {
  const known = (ERROR_STATUS as Partial<Record<AppErrorCode, number>>)[error.code];
  if (known !== undefined && known !== 500) return known;
  // An outside service failing is not our bug, but not the caller's either.
  if (error instanceof UpstreamError) return 502;
  return undefined;
}

function requestLogger(req: IncomingMessage, logger: Logger): Logger {
  const id = requestIdOf(req);
  return id === undefined ? logger : logger.child({ req_id: id });
}
