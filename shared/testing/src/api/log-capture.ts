import type { DestinationStream } from 'pino';
import { Recorder } from '../fakes/http-server.js';

/** One JSON log line the app wrote. */
export type LogLine = Record<string, unknown> & { msg?: string };

export interface LogCapture {
  /** Every line as written (JSON text), in order: for "never contains" checks. */
  readonly text: string[];
  /** The same lines parsed, to read or to wait for the one that reports an outcome. */
  readonly lines: Recorder<LogLine>;
  /** Pass as startApp's `logDestination`. */
  readonly stream: DestinationStream;
}

/** A log destination that keeps what the app logs, for tests to assert on. */
export function captureLogs(): LogCapture {
  const text: string[] = [];
  const lines = new Recorder<LogLine>();
  const write = (chunk: string): void => {
    for (const line of chunk.split('\n')) {
      if (line === '') continue;
      text.push(line);
      lines.push(JSON.parse(line) as LogLine);
    }
  };
  return { text, lines, stream: { write } };
}
