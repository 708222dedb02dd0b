/**
 * The runner's small HTTP server for operators (it has no API of its own): `GET /health`
 * (liveness), `GET /ready` (the store answers and the runner is not stopping) and `GET /metrics`.
 * Started only when RUNNER_HTTP_PORT is set.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from '@switchboard/kit/metrics/metrics';
import { opsEndpoints } from '@switchboard/kit/server/ops-endpoints';
import type { Readiness } from '@switchboard/kit/server/readiness';
import { answerClientErrors, errorBody } from '@switchboard/kit/server/client-errors';

export interface OpsServerOptions {
  host: string;
  port: number;
  readiness: Readiness;
  metrics: Metrics;
  metricsToken: string | undefined;
}

export interface OpsServer {
  /** e.g. http://127.0.0.1:8082 */
  url: string;
  close(): Promise<void>;
}

/** Listens on host:port (0: a free port). */
export async function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  const ops = opsEndpoints({
    readiness: options.readiness,
    metrics: options.metrics,
    metricsToken: options.metricsToken,
    metricsOffMessage: 'Metrics are off.',
  });
  const server: Server = createServer((req, res) => {
    if (ops(req, res)) return;
    const path = (req.url ?? '').split('?', 1)[0];
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (path === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    res.statusCode = 404;
    const message = `No route ${req.method ?? 'GET'} ${path}. Try GET /health, /ready or /metrics.`;
    res.end(JSON.stringify(errorBody({ status: 404, code: 'ROUTE_NOT_FOUND', message })));
  });
  answerClientErrors(server);
  server.listen(options.port, options.host);
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => Promise.reject(error as Error)),
  ]);
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
