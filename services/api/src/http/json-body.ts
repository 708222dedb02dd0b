import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { BadRequestError } from '@switchboard/kit/errors';
import { PayloadTooLargeError } from './http-errors.js';

/**
 * JSON body parsing for the API: a request that carries a body must say `application/json` (or a
 * `+json` type) and hold valid JSON of at most `limitBytes`; otherwise 400 / 413 in the contract's
 * shape. Requests without a body pass through with `req.body` undefined.
 */
export function jsonBody(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes, strict: false, type: () => true });
  // One middleware rather than a type check and a parser: each Express layer is walked by every
  // request, body-less ones included.
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) {
      next();
      return;
    }
    if (!req.is(['application/json', '+json'])) {
      next(
        new BadRequestError('Request body must be JSON sent with Content-Type: application/json.'),
      );
      return;
    }
    parse(req, res, (error?: unknown) => next(error ? toBodyError(error, limitBytes) : undefined));
  };
}

function hasBody(req: Request): boolean {
  // Same rule as type-is: a body exists when there is a transfer-encoding or a non-zero length.
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

interface BodyParserError {
  type?: string;
  status?: number;
}

function toBodyError(error: unknown, limitBytes: number): unknown {
  const { type, status } = error as BodyParserError;
  if (type === 'entity.too.large') return new PayloadTooLargeError(limitBytes);
  if (type === 'entity.parse.failed') {
    return new BadRequestError('Request body is not valid JSON.');
  }
  // Unsupported charset or encoding, aborted or mis-sized bodies: all unreadable requests.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new BadRequestError(`Request body could not be read (${type ?? 'invalid body'}).`);
  }
  return error;
}
