/**
 * Run by `http-client-young.test.ts` (jest/young-generation.js says how and why): makes
 * guarded-client calls to a loopback server and prints how many bytes per call outlive a
 * young-generation collection. Under load, what a call leaves there is copied by every young
 * collection, and its pauses are the relay's p99.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { youngBytesPerUnit } from '../../../jest/young-generation.js';
import { createHttpClient } from '../src/http/client.js';

const CALLS = 50;

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

const bytesPerCall = await youngBytesPerUnit(async () => {
  for (let i = 0; i < CALLS; i++) await call();
  // The sockets' own end-of-call work runs on the next turn.
  await nextTurn();
}, CALLS);
process.stdout.write(`${JSON.stringify({ bytesPerCall })}\n`);
client.close();
server.close();
