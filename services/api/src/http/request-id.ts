import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

// A caller's id is reused only when it is short and plain, so it cannot inject into logs.
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const REQUEST_ID = Symbol('switchboard.requestId');

interface RequestWithId {
  [REQUEST_ID]?: string;
}

/**
 * Gives the request its id: the caller's `X-Request-Id` when acceptable, else a new UUID; echoed
 * back, and kept for `requestIdOf`.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id =
    typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  (req as RequestWithId)[REQUEST_ID] = id;
  return id;
}

/** The id `assignRequestId` gave this request (also sent back as X-Request-Id). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  return (req as RequestWithId)[REQUEST_ID];
}
