import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/** Field names whose values are secrets wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'authorization',
  'headers',
  'api_key',
  'key',
  'secret',
  'callback_secret',
  'bot_token',
  'token',
  'password',
  'config.bot_token',
];

/**
 * Top-level keys whose values are objects the code logs: `err` (any caught error, its own fields
 * included), `context` (the catalog's tool-call context) and `req` (a request: its `headers` go
 * whole). Secret fields are redacted at the top level and directly under these. Explicit paths
 * rather than `*.field` wildcards: pino's wildcard redaction walks and clones every object of
 * every line, several times the cost of writing it; explicit paths compile to direct property
 * checks. Logging a new object-valued key that can hold secrets? Add it here.
 */
export const LOGGED_OBJECT_KEYS = ['err', 'context', 'req'];

/** Paths that may carry secrets in a log line. Values are replaced, never printed. */
const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...LOGGED_OBJECT_KEYS.flatMap((key) => SECRET_FIELDS.map((field) => `${key}.${field}`)),
];

export interface CreateLoggerOptions {
  name: string;
  level?: LoggerOptions['level'];
  /** Where JSON lines go; defaults to stdout, use stderr for the stdio MCP server. */
  destination?: DestinationStream | 'stdout' | 'stderr';
  base?: Record<string, unknown>;
}

/** A pino logger with secret redaction; one per process, passed down as a dependency. */
export function createLogger(options: CreateLoggerOptions): Logger {
  const destination =
    options.destination === 'stderr'
      ? pino.destination({ dest: 2, sync: true })
      : options.destination === 'stdout' || options.destination === undefined
        ? pino.destination({ dest: 1, sync: false })
        : options.destination;
  return pino(
    {
      name: options.name,
      level: options.level ?? 'info',
      base: { service: options.name, ...options.base },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
