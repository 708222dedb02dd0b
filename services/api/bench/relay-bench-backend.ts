/**
 * The relay benchmarks' fake AI backend, in its own process so it does not share an event loop
 * with the API: answers every POST at once with `{ content }`. With BENCH_REPLY_BYTES it answers a
 * `content` of that many bytes instead, streamed without Content-Length (the case a byte limit
 * must catch while reading) and cut short when the caller hangs up. Prints its URL, then serves
 * until killed.
 */
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import { serveChild } from './relay-bench-processes.js';

const REPLY = JSON.stringify({ content: 'ok, noted', metadata: { model: 'bench' } });
const HUGE_BYTES = Number(process.env.BENCH_REPLY_BYTES ?? 0);
const CHUNK = Buffer.alloc(64 * 1024, 'x');

async function answerHuge(res: ServerResponse): Promise<void> {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"content":"');
  for (let written = 0; written < HUGE_BYTES && !res.destroyed; written += CHUNK.length) {
    if (!res.write(CHUNK)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  }
  if (!res.destroyed) res.end('"}');
}

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (HUGE_BYTES > 0) {
      void answerHuge(res).catch(() => undefined);
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(REPLY),
    });
    res.end(REPLY);
  });
});
await serveChild(server);
