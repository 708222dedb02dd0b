/**
 * Reading a request's bytes for routes that take them raw (`rawBody: true`: workspace uploads, a
 * platform's form-encoded callbacks), refusing a body over `maxBytes` as soon as it is announced
 * or read past: an oversized body is never held whole in memory (the rest is drained and dropped).
 */
import { BadRequestError } from '@switchboard/kit/errors';
import type { ApiRequest } from './api-request.js';

/** The request's bytes; `tooLarge(size, maxBytes)` is the error an oversized body rejects with. */
export function readRawBody(
  req: ApiRequest,
  maxBytes: number,
  tooLarge: (size: number, maxBytes: number) => Error,
): Promise<Buffer> {
  const announced = Number(req.headers['content-length'] ?? NaN);
  if (announced > maxBytes) {
    req.resume();
    return Promise.reject(tooLarge(announced, maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      reject(tooLarge(size, maxBytes));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', () => reject(new BadRequestError('The request body could not be read.')));
  });
}
