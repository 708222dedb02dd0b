/**
 * `GET /files/{id}/{token}/{filename}`: serves a stored file to whoever holds its URL (backends
 * reading a user's photo, users opening an attachment). No API key: the random token in the URL is
 * the credential. Served so a browser never runs it: `nosniff` and a sandboxing CSP.
 */
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { RouteNotFoundError } from '../http/http-errors.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { FileStore } from './file-store.js';

const INLINE_TYPES = /^(image|audio|video)\//;

const params = z.strictObject({
  id: z.string().max(64),
  token: z.string().max(128),
  filename: z.string().max(512),
});

/** The stored-file route. */
export function fileRoutes(files: FileStore): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/files/{id}/{token}/{filename}',
      tag: 'Files',
      summary: 'Download a stored file (user photos and documents, reply attachments)',
      auth: false,
      params,
      errors: [404],
      handler: async ({ params: p, req, res }) => {
        const file = await files.open(p.id, p.token);
        if (!file) throw new RouteNotFoundError(req.method, req.path);
        // Bytes already removed by a delete that has not yet removed the record: gone all the same.
        const bytes = await files.openBytes(file);
        if (!bytes) throw new RouteNotFoundError(req.method, req.path);
        const disposition = INLINE_TYPES.test(file.mimeType) ? 'inline' : 'attachment';
        res.statusCode = 200;
        res.setHeader('Content-Type', file.mimeType);
        res.setHeader('Content-Length', String(file.size));
        res.setHeader('Content-Disposition', `${disposition}; filename="${file.filename}"`);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
        await pipeline(bytes, res);
      },
    }),
  ];
}
