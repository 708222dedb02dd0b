import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/** Paths that may carry secrets anywhere in a log line. Values are replaced, never printed. */
export const REDACTED_PATHS = [
  'authorization',
  '*.authorization',
  'req.headers.authorization',
  'req.headers["x-telegram-bot-api-secret-token"]',
  'req.headers.cookie',
  'headers',
  '*.headers',
  'api_key',
  '*.api_key',
  'key',
  '*.key',
  'secret',
  '*.secret',
  'callback_secret',
  '*.callback_secret',
  'bot_token',
  '*.bot_token',
  'token',
  '*.token',
  'password',
  '*.password',
  'config.bot_token',
  '*.config.bot_token',
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
