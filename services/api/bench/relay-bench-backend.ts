/**
 * The relay benchmark's fake AI backend, in its own process so it does not share an event loop
 * with the API: answers every POST at once with `{ content }`. Prints its URL, then serves until killed.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const REPLY = JSON.stringify({ content: 'ok, noted', metadata: { model: 'bench' } });

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(REPLY),
    });
    res.end(REPLY);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1');
await once(server, 'listening');
process.stdout.write(
  `${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`,
);
process.on('SIGTERM', () => process.exit(0));
