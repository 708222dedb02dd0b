import type { ServerResponse } from 'node:http';
import type { CallAnswer } from './call-protocol.js';
import type { ReadRequest } from './fast-path.js';

/**
 * `/call` and `/call/{tool}` as Express's router matches them with nothing to decode: any other
 * spelling (another case, a trailing slash, a query, percent-escapes) goes through Express.
 */
const CALL_PATH = /^\/call(?:\/([A-Za-z0-9_-]+))?$/;

export const isDirectCallPath = (url: string) => CALL_PATH.test(url);

/**
 * The custom protocol's call (`POST /call`, `POST /call/{tool}`) answered on Node's response with
 * the bytes and headers Express's `res.status(status).json(payload)` sends: the same JSON, the
 * same Content-Type with its charset, Content-Length and the ETag from the app's own `etag fn`
 * (none when the app turns ETags off). Tests compare both routes. Returns whether it answered.
 */
export function createDirectCall(
  answer: (body: unknown, pathTool: string | undefined) => CallAnswer,
  etag: ((body: Buffer) => string | undefined) | undefined,
) {
  return (req: ReadRequest, res: ServerResponse): boolean => {
    const match = CALL_PATH.exec(req.url ?? '');
    if (!match) return false;
    const { status, payload } = answer(req.body, match[1]);
    const body = Buffer.from(JSON.stringify(payload));
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', String(body.length));
    const tag = etag?.(body);
    if (tag) res.setHeader('ETag', tag);
    res.end(body);
    return true;
  };
}
