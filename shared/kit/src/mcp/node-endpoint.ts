/**
 * An MCP server factory served over Streamable HTTP on Node's request and response, through the
 * SDK's own entry (`createMcpHandler`): a 2026-07-28 request (stateless, `server/discover`, the
 * `MCP-Protocol-Version` header) and a 2025-era one (the `initialize` handshake, answered by the
 * SDK's stateless fallback) at the same URL, each by a fresh server from the factory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originValidation, toNodeHandler } from '@modelcontextprotocol/node';
import {
  createMcpHandler,
  type AuthInfo,
  type McpServerFactory,
} from '@modelcontextprotocol/server';

export interface McpNodeEndpointOptions {
  /** Builds the server that answers one request (`ctx.era`, `ctx.authInfo` say for whom). */
  factory: McpServerFactory;
  /**
   * Host names a browser page may call from (its `Origin`), as the SDK compares them: hostnames
   * without scheme or port, IPv6 in brackets. A request from any other origin is refused with 403,
   * as the MCP transport spec asks; a request without `Origin` (not from a browser) passes. null
   * accepts every origin.
   */
  allowedOrigins: readonly string[] | null;
  /** Bodies over this many bytes are answered 413 before anything is parsed. */
  maxBodyBytes: number;
  /** Requests the SDK refused or failed (reporting only; the answer is already made). */
  onError?: (error: Error) => void;
}

/**
 * A request handler; `parsedBody` when a body parser already read the body. Resolves once the
 * answer is written.
 */
export type McpNodeHandler = (
  req: IncomingMessage & { auth?: AuthInfo },
  res: ServerResponse,
  parsedBody?: unknown,
) => Promise<void>;

/**
 * Serves the factory's servers at whatever path the caller mounts this on, behind the Origin check.
 * The caller checks `Host` (DNS rebinding) and authentication before, and passes the verified
 * caller as `req.auth`, which reaches the factory as `ctx.authInfo`.
 */
export function createMcpNodeHandler(options: McpNodeEndpointOptions): McpNodeHandler {
  const handler = createMcpHandler(options.factory, {
    maxRequestBodySize: options.maxBodyBytes,
    ...(options.onError ? { onerror: options.onError } : {}),
  });
  const serve = toNodeHandler(handler, {
    maxRequestBodySize: options.maxBodyBytes,
    ...(options.onError ? { onerror: options.onError } : {}),
  });
  const originAllowed = options.allowedOrigins
    ? originValidation([...options.allowedOrigins])
    : () => true;
  return async (req, res, parsedBody) => {
    if (!originAllowed(req, res)) return;
    await serve(req, res, parsedBody);
  };
}
