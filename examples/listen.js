import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reads a request's body as text (examples take small JSON bodies). */
export async function readBody(req) {
  let body = '';
  req.setEncoding('utf8');
  for await (const chunk of req) body += chunk;
  return body;
}

/** Sends a JSON answer. */
export function sendJson(res, status, value) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

/**
 * Starts `handler` on `port` (0: any free port) of 127.0.0.1 and resolves with its base URL and a
 * close function. A handler that throws answers 500 with the message.
 */
export async function listen(port, handler) {
  const server = createServer((req, res) => {
    handler(req, res).catch((error) =>
      sendJson(res, 500, { error: String(error?.message ?? error) }),
    );
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** True when `importMetaUrl` is the script node was started with. */
export function isMain(importMetaUrl) {
  return (
    process.argv[1] !== undefined && fileURLToPath(importMetaUrl) === path.resolve(process.argv[1])
  );
}
