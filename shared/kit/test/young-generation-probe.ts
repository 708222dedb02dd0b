/**
 * Run by `http-client-young.test.ts` in a process of its own (`node --import tsx`), so that no
 * other test's leftovers add survivors: makes guarded-client calls to a loopback server and prints
 * the bytes per call that outlive a young-generation collection.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '../src/http/client.js';
import { youngSurvivorBytesPerCall } from './young-generation.js';

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"content":"ok"}');
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/r`;
const client = createHttpClient({ allowPrivateNetwork: true });
const call = () => client.request({ method: 'POST', url, body: '{}' });
const first = await call();
if (JSON.stringify(first.body) !== '{"content":"ok"}') throw new Error('unexpected answer');
process.stdout.write(
  `${JSON.stringify({ bytesPerCall: await youngSurvivorBytesPerCall(call) })}\n`,
);
client.close();
server.close();
