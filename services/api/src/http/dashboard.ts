import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Response, type Router } from 'express';
import { RouteNotFoundError } from './http-errors.js';

export const DASHBOARD_PATH = '/dashboard';

/**
 * The dashboard's Content-Security-Policy: its own scripts, styles and API only (no inline
 * scripts or styles, no frames). Images may come from any https origin because message
 * attachments are shown inline where they are hosted.
 */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function secure(res: Response): void {
  res.setHeader('Content-Security-Policy', DASHBOARD_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Frame-Options', 'DENY');
}

/**
 * `GET /dashboard/...`: the built single-page app from `dir`. Hashed files under `assets/` are
 * cached for a year (their names change with their content); every other path is a client-side
 * route and gets `index.html`, never cached, so a new build is picked up on the next load.
 */
export function dashboardRouter(dir: string): Router {
  const router = express.Router();
  const index = path.join(dir, 'index.html');
  router.use(
    `${DASHBOARD_PATH}/assets`,
    express.static(path.join(dir, 'assets'), {
      index: false,
      immutable: true,
      maxAge: ONE_YEAR_S * 1000,
      setHeaders: secure,
    }),
  );
  // Unhashed files from the app's public folder (the icon): cached briefly.
  router.use(
    DASHBOARD_PATH,
    express.static(dir, {
      index: false,
      redirect: false,
      maxAge: 60 * 60 * 1000,
      setHeaders: secure,
    }),
  );
  // A missing asset is a 404, not the app's page (a stale tab asking for an old build's file).
  router.use(`${DASHBOARD_PATH}/assets`, (req, _res, next) =>
    next(new RouteNotFoundError(req.method, req.originalUrl)),
  );
  router.get(`${DASHBOARD_PATH}{/*route}`, (req, res) => {
    // Relative asset URLs and client routes need the trailing slash.
    if (req.path === DASHBOARD_PATH) return res.redirect(308, `${DASHBOARD_PATH}/`);
    secure(res);
    if (!existsSync(index)) {
      res
        .status(404)
        .type('text/plain')
        .send(`The dashboard is not built (no ${index}): run pnpm build.`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
