import type { ServerResponse } from 'node:http';
import {
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { callTool, errorResponse } from '../server.js';
import type { Toolbox } from '../tools/toolbox.js';
import type { ReadRequest } from './fast-path.js';

/** The keys a JSON-RPC request may have (the SDK's request schema is strict). */
const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `application/json`, with or without parameters, as the SDK's isJsonContentType reads it. */
function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The request when it is one plain tools/call that the SDK's stateless transport, in JSON
 * response mode, would accept and hand straight to the server: the headers it checks are right,
 * the body is a single request with a string or integer id and no `_meta` or task in its params.
 * Anything else (batches, notifications, initialize, other methods, bad headers) returns null
 * and goes through the SDK, which answers it in full.
 */
function plainToolsCall(req: ReadRequest): JSONRPCRequest | null {
  const accept = req.headers.accept ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return null;
  if (!isJsonContentType(req.headers['content-type'])) return null;
  const version = req.headers['mcp-protocol-version'];
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(String(version))) return null;
  const body: unknown = req.body;
  if (!isObject(body) || body['jsonrpc'] !== '2.0' || body['method'] !== 'tools/call') return null;
  if (Object.keys(body).some((key) => !REQUEST_KEYS.has(key))) return null;
  const { id, params } = body;
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return null;
  if (params !== undefined && (!isObject(params) || '_meta' in params || 'task' in params))
    return null;
  return body as JSONRPCRequest;
}

/**
 * tools/call over MCP Streamable HTTP without the SDK's per-request machinery. The stateless SDK
 * transport makes a server and a transport per request and converts the request and answer to
 * and from web-standard objects; for the one message an agent sends again and again that costs
 * about as much CPU as the search itself. This answers exactly what the SDK would (the same
 * callTool, the same JSON-RPC body and headers; tests compare the two) and leaves every other
 * message to the SDK. Returns whether it answered.
 */
export function createDirectToolsCall(toolbox: Toolbox) {
  return (req: ReadRequest, res: ServerResponse): boolean => {
    const request = plainToolsCall(req);
    if (!request) return false;
    let message: unknown;
    try {
      message = { result: callTool(toolbox, request), jsonrpc: '2.0', id: request.id };
    } catch (error) {
      message = errorResponse(request.id, error);
    }
    // Encoded once: the length and the write use the same bytes.
    const body = Buffer.from(JSON.stringify(message));
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
    return true;
  };
}
