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
 * bytes arrive, with every failure surfacing as the error `mapError` picks. For callers that
 * stream the body on; `readBounded` reads one whole.
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
        size = withinLimit(size, chunk as Buffer, limit, host);
        yield chunk as Buffer;
      }
    } catch (error) {
      throw mapError(error);
    } finally {
      source.destroy();
    }
  })();
}

/**
 * A response stream's whole body, failing (and dropping the connection) once more than `limit`
 * bytes arrive, with every failure surfacing as the error `mapError` picks. A plain loop, not
 * `readAll(boundedChunks(...))`: read through an async generator of our own, every call's objects
 * (its request, response and scope) survived V8's young-generation collections until a full one,
 * which lengthened every collection's pause under load.
 */
export async function readBounded(
  source: Readable,
  limit: number,
  host: string,
  mapError: (error: unknown) => Error,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      size = withinLimit(size, chunk as Buffer, limit, host);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw mapError(error);
  } finally {
    source.destroy();
  }
  return Buffer.concat(chunks, size);
}

/** The bytes read so far with `chunk`; throws RESPONSE_TOO_LARGE past `limit`. */
function withinLimit(size: number, chunk: Buffer, limit: number, host: string): number {
  const total = size + chunk.length;
  if (total > limit) throw tooLarge(host, limit);
  return total;
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
