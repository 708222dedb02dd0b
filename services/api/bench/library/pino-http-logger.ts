/**
 * The library path for access logs: pino-http on the API's logger (its redaction included),
 * configured to write the same line as `requestLogger` (src/http/fast/): the fields come from the
 * same `accessLine`, the level from the status, the request id from `assignRequestId`.
 * `pnpm bench:api` measures one against the other; `src/http/fast/request-logger.parity.test.ts`
 * checks that both write the same line.
 *
 * Imports only types from the API (the functions are handed in), so the benchmark (on dist) and
 * the tests (on src) both use it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '@switchboard/kit/logger';
import type { AccessLine } from '../../src/http/access-log.js';

export interface PinoHttpDeps {
  line: AccessLine;
  assignRequestId: (req: IncomingMessage, res: ServerResponse) => string;
}

const STARTED = Symbol('started');
type Timed = IncomingMessage & { id?: unknown; [STARTED]?: bigint };

/** A request listener that logs each finished request through pino-http. */
export function pinoHttpLogger(
  logger: Logger,
  { line, assignRequestId }: PinoHttpDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
  const fields = (req: Timed, res: ServerResponse) => {
    const durationMs = Number(process.hrtime.bigint() - req[STARTED]!) / 1e6;
    // The request id is already bound, in the same place (quietReqLogger below).
    const { req_id: _bound, ...rest } = line(req, res, String(req.id), durationMs).fields;
    return rest;
  };
  return pinoHttp({
    logger,
    genReqId: (req: Timed, res) => {
      req[STARTED] = process.hrtime.bigint();
      return assignRequestId(req, res);
    },
    // The line carries the request id (bound as `req_id`), not a serialized request object.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'req_id' },
    customLogLevel: (_req, res) => (res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res) => fields(req, res),
    customErrorObject: (req, res) => fields(req, res),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
  });
}
