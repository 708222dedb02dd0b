import type { Readable } from 'node:stream';
import type { UpstreamError } from '../errors.js';
import { httpError } from './http-errors.js';
import type { ResponseType } from './types.js';

/** Error for a body over `limit` bytes. */
export function tooLarge(host: string, limit: number): UpstreamError {
  return httpError(
    'RESPONSE_TOO_LARGE',
    `Response from ${host} exceeds the limit of ${limit} bytes.`,
    { host, details: { limit_bytes: limit } },
  );
}

/**
 * The chunks of a response stream, failing (and dropping the connection) once more than `limit`
 * bytes arrive, with every failure surfacing as the error `mapError` picks.
 */
export function boundedChunks(
  source: Readable,
  limit: number,
  host: string,
  mapError: (error: unknown) => Error,
): AsyncGenerator<Buffer> {
  // Errors are read through the iterator below; this listener only keeps an error emitted before
  // anyone reads (an abort while the caller holds the stream) from crashing the process.
  source.on('error', () => undefined);
  return (async function* bounded() {
    let size = 0;
    try {
      for await (const chunk of source) {
        const buffer = chunk as Buffer;
        size += buffer.length;
        if (size > limit) throw tooLarge(host, limit);
        yield buffer;
      }
    } catch (error) {
      throw mapError(error);
    } finally {
      source.destroy();
    }
  })();
}

/** Reads a whole stream (or any iterable of chunks) into one Buffer. */
export async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The media type of a Content-Type header, lower-case and without parameters. */
export function mediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

function isJsonType(type: string | undefined): boolean {
  return type === undefined || type === 'application/json' || type.endsWith('+json');
}

/** Turns raw bytes into the requested body shape; `parsedJson` tells whether JSON was parsed. */
export function decodeBody(
  raw: Buffer,
  contentType: string | undefined,
  responseType: ResponseType,
): { body: unknown; parsedJson: boolean } {
  if (responseType === 'buffer') return { body: raw, parsedJson: false };
  const text = raw.toString('utf8');
  if (responseType === 'text' || text.trim() === '' || !isJsonType(mediaType(contentType))) {
    return { body: text, parsedJson: false };
  }
  try {
    return { body: JSON.parse(text) as unknown, parsedJson: true };
  } catch {
    return { body: text, parsedJson: false };
  }
}
