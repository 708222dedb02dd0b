import bodyParser from 'body-parser';
import typeis from 'type-is';
import { exceedsJsonDepth, JSON_MAX_DEPTH } from '@switchboard/contracts/json-depth';
import { BadRequestError } from '@switchboard/kit/errors';
import type { ApiRequest, ApiResponse } from './api-request.js';
import { PayloadTooLargeError } from './http-errors.js';

export type BodyReader = (req: ApiRequest, res: ApiResponse) => Promise<void>;

const RAW_BODY = Symbol('switchboard.rawBody');

interface RawBodyRequest {
  [RAW_BODY]?: Buffer;
}

/**
 * The body's bytes exactly as received (empty when there was none), for platform webhooks that
 * sign the raw body (Slack, WhatsApp); parsing and re-serialising would not give the same bytes.
 */
export function rawBody(req: ApiRequest): Buffer {
  return (req as RawBodyRequest)[RAW_BODY] ?? Buffer.alloc(0);
}

/**
 * JSON body reading for the API: a request that carries a body must say `application/json` (or a
 * `+json` type) and hold valid JSON of at most `limitBytes`, nested at most JSON_MAX_DEPTH (64)
 * levels deep; otherwise 400 / 413 in the contract's shape. The depth guard is checked here, once
 * for every route, so no schema, stringify or later recursion meets a stack-overflowing value. Requests without a body resolve with `req.body` undefined. The route dispatcher calls it
 * after authentication, so a bad body from a caller without a valid key is a 401, and a bad body
 * from a known caller counts against its rate limit and carries the rate-limit headers.
 */
export function jsonBodyReader(limitBytes: number): BodyReader {
  const parse = bodyParser.json({
    limit: limitBytes,
    strict: false,
    type: () => true,
    // Keeps a reference to the buffer the parser read anyway (no copy).
    verify: (req, _res, buf) => {
      (req as RawBodyRequest)[RAW_BODY] = buf;
    },
  });
  return (req, res) =>
    new Promise<void>((resolve, reject) => {
      if (!hasBody(req)) {
        resolve();
        return;
      }
      if (!typeis(req, ['application/json', '+json'])) {
        reject(
          new BadRequestError(
            'Request body must be JSON sent with Content-Type: application/json.',
          ),
        );
        return;
      }
      const done = (error?: unknown) => {
        if (error) reject(toBodyError(error, limitBytes));
        else if (exceedsJsonDepth(req.body)) reject(tooDeep());
        else resolve();
      };
      void parse(req, res, done);
    });
}

function hasBody(req: ApiRequest): boolean {
  // Same rule as type-is: a body exists when there is a transfer-encoding or a non-zero length.
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function tooDeep(): BadRequestError {
  return new BadRequestError(
    `Request body is nested more than ${JSON_MAX_DEPTH} levels of objects and arrays deep.`,
    { max_depth: JSON_MAX_DEPTH },
  );
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
