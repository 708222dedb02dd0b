/**
 * Run by `http-client-young.test.ts` in a process of its own (`node --expose-gc --import tsx`), so
 * that no other test's leftovers add survivors. Makes guarded-client calls to a loopback server
 * and prints how many bytes per call outlive a young-generation collection. When something in the
 * old generation points at a call's objects (an async generator of our own, an AbortController per
 * call: both measured), they survive every young collection until the next full one; each young
 * collection then copies megabytes and pauses for milliseconds, which under load is the relay's p99.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getHeapSpaceStatistics } from 'node:v8';
import { createHttpClient } from '../src/http/client.js';

const CALLS = 50;
const ROUNDS = 5;
const gc = globalThis.gc as unknown as (options: { type: 'minor' | 'major' }) => void;

/** Bytes in the young generation after a full collection, `work`, then one young collection. */
async function youngSurvivors(work: () => Promise<void>): Promise<number> {
  gc({ type: 'major' });
  await work();
  await nextTurn();
  gc({ type: 'minor' });
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!
    .space_used_size;
}

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

// The least of several rounds, with and without calls: anything else can only add survivors.
const idle: number[] = [];
const busy: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  idle.push(await youngSurvivors(async () => undefined));
  busy.push(
    await youngSurvivors(async () => {
      for (let i = 0; i < CALLS; i++) await call();
    }),
  );
}
const bytesPerCall = Math.max(0, Math.min(...busy) - Math.min(...idle)) / CALLS;
process.stdout.write(`${JSON.stringify({ bytesPerCall })}\n`);
client.close();
server.close();
