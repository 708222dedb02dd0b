import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';

/**
 * A request as API routes see it: Node's own request plus what the dispatcher found. API routes
 * are served on Node's request and response objects directly, without an Express app around them
 * (`fast/route-dispatch.ts`).
 */
export interface ApiRequest extends IncomingMessage {
  method: string;
  url: string;
  /** The URL's path, without the query string. */
  path: string;
  /** The query string, parsed as Express's default parser does (a repeated name is an array). */
  query: ParsedUrlQuery;
  /** The path parameters of the matched route, decoded. */
  params: Record<string, string>;
  /** The parsed JSON body; undefined when none was sent or the route reads raw bytes. */
  body?: unknown;
}

export type ApiResponse = ServerResponse;

/** Sends `body` as JSON with `status`: one stringify, an exact Content-Length. */
export function sendJson(res: ApiResponse, status: number, body: unknown): void {
  // A handler that returns nothing on a 200 route sends an empty body rather than failing.
  const text = body === undefined ? '' : JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** Sends `text` as `text/plain` with `status`. */
export function sendText(res: ApiResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
