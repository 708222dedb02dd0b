import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '@switchboard/kit/logger';
import { pinoHttp } from 'pino-http';
import { getAuth } from '../auth/auth-context.js';
import { requestId } from './request-id.js';

/**
 * One log line per request (pino-http) with the request id, method, path, status, duration and the
 * calling team. Headers are deliberately not logged: they carry API keys and platform secrets, and
 * serialising them on every request was a measurable share of the hot path.
 */
export function requestLogger(logger: Logger): RequestHandler {
  const withTeam = (req: IncomingMessage, _res: ServerResponse, value: object) => {
    const auth = getAuth(req);
    return auth ? { ...value, team_id: auth.teamId, key_id: auth.keyId } : value;
  };
  return pinoHttp({
    logger,
    genReqId: requestId,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customSuccessObject: withTeam,
    customErrorObject: (req, res, _error, value) => withTeam(req, res, value),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  });
}
