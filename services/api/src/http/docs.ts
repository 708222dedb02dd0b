import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';

// Served from our origin (no CDN): the page, its assets and the tiny init script.
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Switchboard API reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>`;

/** swagger-ui-dist's folder, found without importing its (large) browser bundle into the server. */
function swaggerUiDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** `GET /docs`: the rendered reference of `specUrl`, with swagger-ui served locally. */
export function docsRouter(specUrl: string): Router {
  const router = express.Router();
  const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: '#swagger-ui' });`;
  router.get('/docs', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(init);
  });
  router.use('/docs/assets', express.static(swaggerUiDir(), { index: false }));
  return router;
}
