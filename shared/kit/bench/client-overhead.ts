/**
 * CPU cost per request of the guarded client against a bare node:http keep-alive call (the
 * baseline), both POSTing JSON to a loopback server in this process. The server's share is the same
 * for both, so the difference is the client's own overhead. Run: `pnpm --filter @switchboard/kit bench`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '../src/http/client.js';

const REQUESTS = Number(process.argv[2] ?? 4000);
const CONCURRENCY = Number(process.argv[3] ?? 20);
const ROUNDS = 5;
const BODY = { messages: [{ role: 'user', content: 'hello' }], conversation_id: 'conv_1' };

async function main(): Promise<void> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end('{"content":"hi"}');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 64 });
  const bare = () =>
    new Promise<unknown>((resolve, reject) => {
      const payload = Buffer.from(JSON.stringify(BODY));
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': payload.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const client = createHttpClient({ allowPrivateNetwork: true });
  const guarded = () =>
    client.request({ method: 'POST', url, json: BODY, headers: { Authorization: 'Bearer x' } });

  // Alternating rounds; the median of each side is reported (shared machines are noisy).
  const samples: Record<string, number[]> = { 'bare node:http': [], 'guarded client': [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, call] of [
      ['bare node:http', bare],
      ['guarded client', guarded],
    ] as const) {
      await runBatch(call, 500); // warm-up
      const cpu = process.cpuUsage();
      await runBatch(call, REQUESTS);
      const used = process.cpuUsage(cpu);
      samples[name]?.push((used.user + used.system) / REQUESTS);
    }
  }
  const rows = Object.entries(samples).map(([name, values]) => ({
    name,
    cpu_us_per_request: Math.round(median(values)),
  }));
  const [baseline, client_] = rows.map((row) => row.cpu_us_per_request) as [number, number];
  console.table(rows);
  console.log(
    JSON.stringify({
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      rounds: ROUNDS,
      rows,
      overhead_us: client_ - baseline,
      ratio: Math.round((client_ / baseline) * 100) / 100,
    }),
  );
  client.close();
  agent.destroy();
  server.close();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function runBatch(call: () => Promise<unknown>, count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        await call();
      }
    }),
  );
}

await main();
