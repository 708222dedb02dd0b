import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@switchboard/kit/logger';
import { pino, type DestinationStream } from 'pino';
import { ACCESS_MESSAGE, accessLine, type AccessLevel } from '../access-log.js';
import type { RouteDefinition } from '../route.js';
import { assignRequestId } from '../request-id.js';

const LEVEL_NUMBER: Record<AccessLevel, number> = { info: 30, error: 50 };

/**
 * One access line per finished request (`accessLine`: what it says), in place of pino-http: the
 * line is the JSON pino would write (`{"level":30,"time":"<ISO>",<bindings>,<fields>,"msg":...}`),
 * made by one JSON.stringify and written to the logger's own destination. pino-http makes two
 * child loggers and a serialized request per request and sends the line through the redaction
 * pass, which these lines, safe by construction, do not need.
 */
export function requestLogger(
  logger: Logger,
  routes: readonly Pick<RouteDefinition, 'path'>[],
): (req: IncomingMessage, res: ServerResponse) => void {
  const write = accessWriter(logger);
  const line = accessLine(routes);
  return (req, res) => {
    const id = assignRequestId(req, res);
    const started = process.hrtime.bigint();
    // `on`, not `once`: a response finishes once, and `once` wraps every listener in a closure.
    res.on('finish', () => {
      const { level, fields } = line(req, res, id, Number(process.hrtime.bigint() - started) / 1e6);
      write(level, fields);
    });
  };
}

/** Writes one line, unredacted, to `logger`'s destination at its level and with its bindings. */
function accessWriter(logger: Logger): (level: AccessLevel, fields: object) => void {
  // pino exposes a logger's destination through this documented symbol.
  const stream = (logger as unknown as Record<symbol, DestinationStream | undefined>)[
    pino.symbols.streamSym
  ];
  if (!stream)
    throw new TypeError('The logger has no destination stream to write access lines to.');
  const bindings = logger.bindings();
  return (level, fields) => {
    if (!logger.isLevelEnabled(level)) return;
    const line = {
      level: LEVEL_NUMBER[level],
      time: new Date().toISOString(),
      ...bindings,
      ...fields,
      msg: ACCESS_MESSAGE[level],
    };
    stream.write(`${JSON.stringify(line)}\n`);
  };
}
