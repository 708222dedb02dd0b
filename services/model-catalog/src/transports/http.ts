import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from '@switchboard/kit/logger';
import { answerClientErrors } from '@switchboard/kit/server/client-errors';
import type { Catalog } from '../catalog/catalog.js';
import { createToolbox } from '../tools/toolbox.js';
import { createDirectCall, isDirectCallPath } from './call-direct.js';
import {
  createCallAnswerer,
  createCallHandler,
  failureBody,
  sendFailure,
} from './call-protocol.js';
import { createDirectToolsCall } from './mcp-direct.js';
import { withFastPath, type ReadRequest } from './fast-path.js';
import { createMcpHandler } from './mcp-handler.js';

/** Tool arguments are small; anything bigger is a mistake or an attack. */
export const MAX_BODY_BYTES = 256 * 1024;
/** How long open requests may take to finish after a shutdown signal. */
export const SHUTDOWN_GRACE_MS = 5_000;

export interface HttpAppDeps {
  catalog: Catalog;
  logger: Logger;
  /** Host header names accepted (DNS-rebinding protection); null turns the check off. */
  allowedHosts: readonly string[] | null;
  corsOrigin: string;
  /** Answer MCP POSTs with JSON bodies instead of SSE streams. */
  jsonResponse: boolean;
}

const isMcpPath = (req: Request) => req.path === '/mcp';

function jsonRpcError(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/** Rejects requests whose Host header is not an allowed name, so rebound DNS names cannot reach us. */
function hostAllowed(allowed: readonly string[], host: string | undefined): boolean {
  let hostname = '';
  try {
    hostname = new URL(`http://${host ?? ''}`).hostname.toLowerCase();
  } catch {
    hostname = '';
  }
  return hostname !== '' && allowed.includes(hostname);
}

function hostCheck(allowed: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (hostAllowed(allowed, req.headers.host)) return next();
    const message = `Host '${req.headers.host ?? ''}' is not allowed (set CATALOG_ALLOWED_HOSTS).`;
    if (isMcpPath(req)) jsonRpcError(res, 403, -32000, message);
    else sendFailure(res, { status: 403, code: 'FORBIDDEN_HOST', message });
  };
}

/** One debug line per request with an id, method, path, status and duration (never bodies). */
function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!logger.isLevelEnabled('debug')) return next();
    const started = performance.now();
    const requestId = randomUUID();
    res.setHeader('X-Request-Id', requestId);
    res.once('finish', () => {
      logger.debug(
        {
          request_id: requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          duration_ms: Math.round((performance.now() - started) * 100) / 100,
        },
        'request',
      );
    });
    next();
  };
}

function setCorsHeaders(res: ServerResponse, origin: string): void {
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID',
  );
  res.setHeader('Access-Control-Expose-Headers', 'Mcp-Session-Id, Mcp-Protocol-Version');
  if (origin !== '*') res.setHeader('Vary', 'Origin');
}

function cors(origin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    setCorsHeaders(res, origin);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}

/**
 * The catalog's HTTP app: MCP Streamable HTTP at `/mcp` (stateless, a fresh MCP server per
 * request over the shared catalog), the custom tool protocol at `/call` and `/call/{tool}`, and
 * `GET /health`. A JSON call to `/call` and, in JSON response mode, a plain tools/call on `/mcp`
 * are answered before Express (fast-path.ts); everything else goes through the Express app.
 */
export function createHttpApp(deps: HttpAppDeps): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  // The fast path below skips these three and applies the same checks itself (`eligible`,
  // `setCommonHeaders`): a guard added here must be added there too.
  app.use(requestLog(deps.logger));
  if (deps.allowedHosts) app.use(hostCheck(deps.allowedHosts));
  app.use(cors(deps.corsOrigin));
  // Not strict: a body of `null` or `42` is JSON, and each route says what it expected instead of
  // the parser calling it "not valid JSON".
  app.use(express.json({ limit: MAX_BODY_BYTES, strict: false }));
  // A body the fast path read and could not parse fails as the JSON parser's would.
  app.use((req: Request, _res: Response, next: NextFunction) => {
    const parseError = (req as ReadRequest).bodyParseError;
    if (!parseError) return next();
    next(Object.assign(parseError, { type: 'entity.parse.failed' }));
  });

  app.get('/health', (_req, res) => {
    res.json({
      status: 'ok',
      models: deps.catalog.models.length,
      catalog_generated_at: deps.catalog.file.generated_at,
    });
  });

  // Built once: every MCP request and the /call handler share the tools and schemas.
  const toolbox = createToolbox({ catalog: deps.catalog });
  app.post('/mcp', createMcpHandler({ toolbox, jsonResponse: deps.jsonResponse }));
  // Stateless: there is no session to stream to (GET) or to end (DELETE).
  app.all('/mcp', (_req, res) => {
    res.setHeader('Allow', 'POST');
    jsonRpcError(
      res,
      405,
      -32000,
      'Method not allowed: this stateless server only answers POST /mcp.',
    );
  });

  const answerCall = createCallAnswerer({ toolbox, logger: deps.logger });
  const call = createCallHandler(answerCall);
  app.post('/call', call);
  app.post('/call/:tool', call);

  app.use((req, res) => {
    sendFailure(res, {
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      message: `No route ${req.method} ${req.path}. Try POST /mcp, POST /call, POST /call/{tool} or GET /health.`,
    });
  });

  // Express calls a four-argument middleware for errors, including the JSON parser's.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') {
      const message = `The request body is larger than ${MAX_BODY_BYTES} bytes.`;
      if (isMcpPath(req)) return jsonRpcError(res, 413, -32600, message);
      return sendFailure(res, { status: 413, code: 'PAYLOAD_TOO_LARGE', message });
    }
    if (
      type === 'entity.parse.failed' ||
      type === 'encoding.unsupported' ||
      type === 'charset.unsupported'
    ) {
      const message = `The request body is not valid JSON: ${(error as Error).message}`;
      if (isMcpPath(req))
        return jsonRpcError(res, 400, -32700, `Parse error: ${(error as Error).message}`);
      return sendFailure(res, { status: 400, code: 'BAD_REQUEST', message });
    }
    // The router cannot decode a malformed percent-escape in a path parameter (`/call/%ZZ`): the
    // caller's mistake, answered like any other and not logged as a failure of ours.
    if (error instanceof URIError) {
      return sendFailure(res, {
        status: 400,
        code: 'BAD_REQUEST',
        message: `The request path is not valid percent-encoding: ${req.path}`,
      });
    }
    const errorId = randomUUID();
    deps.logger.error({ err: error, error_id: errorId, path: req.path }, 'request failed');
    if (res.headersSent) return res.end();
    if (isMcpPath(req))
      return jsonRpcError(res, 500, -32603, `Internal error (error_id ${errorId}).`);
    return sendFailure(res, {
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal error.',
      details: { error_id: errorId },
    });
  });
  const directMcp = deps.jsonResponse ? createDirectToolsCall(toolbox) : null;
  const directCall = createDirectCall(
    answerCall,
    app.get('etag fn') as ((body: Buffer) => string | undefined) | undefined,
  );
  return withFastPath({
    takes: (url) => (directMcp !== null && url === '/mcp') || isDirectCallPath(url),
    eligible: (req) =>
      !deps.logger.isLevelEnabled('debug') &&
      (!deps.allowedHosts || hostAllowed(deps.allowedHosts, req.headers.host)),
    setCommonHeaders: (res) => setCorsHeaders(res, deps.corsOrigin),
    answer: (req, res) =>
      req.url === '/mcp' ? (directMcp?.(req, res) ?? false) : directCall(req, res),
    maxBodyBytes: MAX_BODY_BYTES,
    fallback: app,
  });
}

export interface RunningHttpServer {
  server: Server;
  /** Base URL such as http://127.0.0.1:8081. */
  url: string;
  /** Stops accepting connections and resolves once open requests are done. */
  close(): Promise<void>;
}

/** Listens on host:port (port 0 picks a free one). */
export function listen(
  app: RequestListener,
  host: string,
  port: number,
): Promise<RunningHttpServer> {
  return new Promise((resolve, reject) => {
    const server = createServer(app).listen(port, host);
    // Requests Node refuses before Express (431, 400) get the protocol's failure body too.
    answerClientErrors(server, failureBody);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `http://${shownHost}:${address.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeIdleConnections();
            // Requests in flight get a grace period; a client that never finishes does not hold us.
            setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
          }),
      });
    });
  });
}
