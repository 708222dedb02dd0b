import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateHostHeader } from '@modelcontextprotocol/server';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from '@switchboard/kit/logger';
import { createMcpNodeHandler } from '@switchboard/kit/mcp/node-endpoint';
import { answerClientErrors } from '@switchboard/kit/server/client-errors';
import { NO_METRICS, type Metrics } from '@switchboard/kit/metrics/metrics';
import { opsEndpoints } from '@switchboard/kit/server/ops-endpoints';
import { Readiness } from '@switchboard/kit/server/readiness';
import { requestTelemetry } from '@switchboard/kit/server/request-telemetry';
import { NO_TRACER, type Tracer } from '@switchboard/kit/telemetry/tracer';
import type { Catalog } from '../catalog/catalog.js';
import { createServer as createMcpServer } from '../server.js';
import { createToolbox } from '../tools/toolbox.js';
import {
  createCallAnswerer,
  createCallHandler,
  failureBody,
  sendFailure,
} from './call-protocol.js';

/** Tool arguments are small; anything bigger is a mistake or an attack. */
export const MAX_BODY_BYTES = 256 * 1024;
/** How long open requests may take to finish after a shutdown signal. */
export const SHUTDOWN_GRACE_MS = 5_000;

export interface HttpAppDeps {
  catalog: Catalog;
  logger: Logger;
  /** Host header names accepted (DNS-rebinding protection); null turns the check off. */
  allowedHosts: readonly string[] | null;
  /** Origin hostnames a browser page may call /mcp from; null accepts any origin. */
  allowedOrigins: readonly string[] | null;
  corsOrigin: string;
  /** A server span per request, continuing the caller's trace; default none. */
  tracer?: Tracer;
  /** What /metrics shows; default none (NO_METRICS: /metrics answers 404). */
  metrics?: Metrics;
  /** Required of /metrics callers (set whenever metrics are on). */
  metricsToken?: string | undefined;
  /** What /ready answers; default ready until `shutDown()`. */
  readiness?: Readiness;
}

const isMcpPath = (req: Request) => req.path === '/mcp';

function jsonRpcError(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/** Rejects requests whose Host header is not an allowed name, so rebound DNS names cannot reach us. */
function hostCheck(allowed: readonly string[]) {
  const names = [...allowed];
  return (req: Request, res: Response, next: NextFunction) => {
    if (validateHostHeader(req.headers.host, names).ok) return next();
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

function cors(origin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    // The standard headers of both MCP eras (2026-07-28 adds Mcp-Method and Mcp-Name).
    res.setHeader(
      'Access-Control-Allow-Headers',
      'Content-Type, Accept, Authorization, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID',
    );
    res.setHeader('Access-Control-Expose-Headers', 'Mcp-Protocol-Version');
    if (origin !== '*') res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}

/**
 * The catalog's HTTP app: MCP Streamable HTTP at `/mcp` (both protocol eras, stateless: a fresh
 * MCP server per request over the shared catalog, served by the SDK's own entry), the custom tool
 * protocol at `/call` and `/call/{tool}`, `GET /health` (liveness), `GET /ready` (readiness: not
 * shutting down) and `GET /metrics` (with METRICS_TOKEN). Every request passes the Host check
 * (DNS rebinding) and gets the CORS headers; `/mcp` also refuses a browser `Origin` that is not
 * allowed.
 */
export function createHttpApp(deps: HttpAppDeps): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  const observe = requestTelemetry({
    tracer: deps.tracer ?? NO_TRACER,
    metrics: deps.metrics ?? NO_METRICS,
    routeOf: routePattern,
  });
  if (observe) app.use((req, res, next) => observe(req, res, next));
  app.use(requestLog(deps.logger));
  if (deps.allowedHosts) app.use(hostCheck(deps.allowedHosts));
  app.use(cors(deps.corsOrigin));

  // Built once: every MCP request and the /call handler share the tools and schemas.
  const toolbox = createToolbox({ catalog: deps.catalog });
  const mcp = createMcpNodeHandler({
    factory: () => createMcpServer({ toolbox, catalog: deps.catalog }),
    allowedOrigins: deps.allowedOrigins,
    maxBodyBytes: MAX_BODY_BYTES,
    onError: (error) => deps.logger.debug({ err: error }, 'MCP request refused or failed'),
  });
  // Before the JSON parser: the SDK reads and judges the body itself, and answers every method
  // (a stateless server has no session to stream to with GET or to end with DELETE: 405).
  app.all('/mcp', (req, res) => mcp(req, res));

  // Not strict: a body of `null` or `42` is JSON, and each route says what it expected instead of
  // the parser calling it "not valid JSON".
  app.use(express.json({ limit: MAX_BODY_BYTES, strict: false }));

  const ops = opsEndpoints({
    readiness: deps.readiness ?? new Readiness(),
    metrics: deps.metrics ?? NO_METRICS,
    metricsToken: deps.metricsToken,
    renderError: failureBody,
    metricsOffMessage: 'No route GET /metrics: set METRICS_TOKEN to turn metrics on.',
  });
  app.use((req, res, next) => {
    if (!ops(req, res)) next();
  });

  app.get('/health', (_req, res) => {
    res.json({
      status: 'ok',
      models: deps.catalog.models.length,
      catalog_generated_at: deps.catalog.file.generated_at,
    });
  });

  const call = createCallHandler(createCallAnswerer({ toolbox, logger: deps.logger }));
  app.post('/call', call);
  app.post('/call/:tool', call);

  app.use((req, res) => {
    sendFailure(res, {
      status: 404,
      code: 'ROUTE_NOT_FOUND',
      message: `No route ${req.method} ${req.path}. Try POST /mcp, POST /call, POST /call/{tool}, GET /health or GET /ready.`,
    });
  });

  // Express calls a four-argument middleware for errors, including the JSON parser's.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') {
      const message = `The request body is larger than ${MAX_BODY_BYTES} bytes.`;
      return sendFailure(res, { status: 413, code: 'PAYLOAD_TOO_LARGE', message });
    }
    if (
      type === 'entity.parse.failed' ||
      type === 'encoding.unsupported' ||
      type === 'charset.unsupported'
    ) {
      const message = `The request body is not valid JSON: ${(error as Error).message}`;
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
    return sendFailure(res, {
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal error.',
      details: { error_id: errorId },
    });
  });
  return app;
}

/** The Express route that served the request, as `/call/{tool}`; undefined when none did. */
function routePattern(req: IncomingMessage): string | undefined {
  const path = (req as Request).route?.path as unknown;
  return typeof path === 'string' ? path.replace(/:(\w+)/g, '{$1}') : undefined;
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
