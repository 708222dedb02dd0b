import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isRetryableStatus } from '../retry.js';
import { mediaType, readAll, tooLarge } from './body.js';
import { httpError } from './http-errors.js';
import type { Download, DownloadRequest, StreamRequest, StreamResponse } from './types.js';

// Servers (Telegram's file API among them) often send application/octet-stream; the file name
// then tells the type. Only common attachment types are listed.
const TYPES_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.zip': 'application/zip',
};
const GENERIC_TYPE = 'application/octet-stream';

/** Downloads through `open` (which enforces the SSRF, time and size rules) into memory or a file. */
export async function downloadWith(
  open: (request: StreamRequest) => Promise<StreamResponse>,
  req: DownloadRequest,
): Promise<Download> {
  const res = await open({
    method: 'GET',
    url: req.url,
    timeoutMs: req.timeoutMs,
    maxResponseBytes: req.maxBytes,
    ...(req.headers ? { headers: req.headers } : {}),
    ...(req.signal ? { signal: req.signal } : {}),
  });
  const host = new URL(res.url).host;
  try {
    if (res.status < 200 || res.status > 299) {
      throw httpError('HTTP_ERROR', `Download from ${host} failed with HTTP ${res.status}.`, {
        host,
        status: res.status,
        retryable: isRetryableStatus(res.status),
      });
    }
    if (Number(res.headers['content-length']) > req.maxBytes) throw tooLarge(host, req.maxBytes);
    const filename = filenameOf(res.headers['content-disposition'], new URL(res.url));
    const mimeType = resolveMimeType(res.headers['content-type'], filename);
    if (req.allowedMimeTypes && !isMimeAllowed(mimeType, req.allowedMimeTypes)) {
      throw httpError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Download from ${host} is ${mimeType}, which is not allowed.`,
        {
          host,
          details: { mime_type: mimeType, allowed: req.allowedMimeTypes },
        },
      );
    }
    const named = filename ? { filename } : {};
    if (req.toFile) {
      const size = await writeFileFrom(res, req.toFile);
      return { mimeType, size, path: req.toFile, ...named };
    }
    const bytes = await readAll(res.body);
    return { mimeType, size: bytes.length, bytes, ...named };
  } finally {
    res.body.destroy();
  }
}

async function writeFileFrom(res: StreamResponse, file: string): Promise<number> {
  try {
    await pipeline(res.body, createWriteStream(file));
    return (await stat(file)).size;
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/** The media type to trust: the header's, unless it is missing or generic, then the extension's. */
export function resolveMimeType(contentType: string | undefined, filename?: string): string {
  const declared = mediaType(contentType);
  if (declared && declared !== GENERIC_TYPE) return declared;
  const byName = filename ? TYPES_BY_EXTENSION[path.extname(filename).toLowerCase()] : undefined;
  return byName ?? GENERIC_TYPE;
}

/** Whether `mimeType` matches one of `allowed` (`type/subtype` or `type/*`). */
export function isMimeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return (
      p === mimeType || p === '*/*' || (p.endsWith('/*') && mimeType.startsWith(p.slice(0, -1)))
    );
  });
}

/** The file name from Content-Disposition, else the URL's last path segment; path parts removed. */
export function filenameOf(disposition: string | undefined, url: URL): string | undefined {
  const extended = disposition?.match(/filename\*\s*=\s*[^']*'[^']*'([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1];
  const fromUrl = url.pathname.split('/').pop();
  const raw = extended ?? plain ?? fromUrl;
  if (!raw) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.trim());
  } catch {
    decoded = raw.trim();
  }
  const clean = path.basename(decoded.replace(/\\/g, '/')).replace(/\p{Cc}/gu, '');
  return clean && clean !== '.' && clean !== '..' ? clean : undefined;
}
