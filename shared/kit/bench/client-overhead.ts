/**
 * `pnpm bench:kit`: CPU cost per request of the guarded client against a bare node:http
 * keep-alive call (the baseline), all POSTing JSON to a loopback server in this process. The
 * server's share is the same for every row, so the differences are the clients' own.
 *
 * Also one hop alone, the part of the client that stands in for a library
 * (src/http/fast/send-hop.ts), against axios configured as the client once used it
 * (bench/library/axios-hop.ts), and against an identical copy of itself, which shows the noise:
 * every ratio is taken within a round, and axios's gain counts as outside noise only when its
 * ratio in every round lies above the copy's in every round.
 *
 * Args: requests per sample (default 4000), concurrency (default 20). Rounds alternate the rows,
 * each round starting at another row.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { readBounded } from '../src/http/body.js';
import { createHttpClient } from '../src/http/client.js';
import { sendHop } from '../src/http/fast/send-hop.js';
import { RequestScope } from '../src/http/scope.js';
import { axiosHop, type SendHop } from './library/axios-hop.js';

const REQUESTS = Number(process.argv[2] ?? 4000);
const CONCURRENCY = Number(process.argv[3] ?? 20);
const ROUNDS = 6;
const BODY = { messages: [{ role: 'user', content: 'hello' }], conversation_id: 'conv_1' };
const HOP_TIMEOUT_MS = 10_000;
const HOP_LIMIT_BYTES = 1_000_000;

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
  const hopWith = (send: SendHop) => async () => {
    const target = new URL(url);
    const scope = new RequestScope(target.host, HOP_TIMEOUT_MS);
    try {
      const body = Buffer.from(JSON.stringify(BODY));
      const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer x' };
      const opened = await send({ method: 'POST', url: target, headers, body }, agent, scope);
      const raw = await readBounded(opened.stream, HOP_LIMIT_BYTES, target.host, (e) =>
        scope.toError(e),
      );
      return JSON.parse(raw.toString('utf8')) as unknown;
    } finally {
      scope.dispose();
    }
  };
  const calls: [string, () => Promise<unknown>][] = [
    ['bare node:http', bare],
    ['guarded client', guarded],
    ['one hop: ours (sendHop)', hopWith(sendHop)],
    ['one hop: ours (copy)', hopWith(sendHop)],
    ['one hop: axios', hopWith(axiosHop())],
  ];

  const loadBefore = loadavg();
  const samples = new Map<string, number[]>(calls.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let k = 0; k < calls.length; k += 1) {
      const [name, call] = calls[(k + round) % calls.length]!;
      await runBatch(call, 500); // warm-up
      const cpu = process.cpuUsage();
      await runBatch(call, REQUESTS);
      const used = process.cpuUsage(cpu);
      samples.get(name)!.push((used.user + used.system) / REQUESTS);
    }
  }
  const loadAfter = loadavg();
  const ours = samples.get('one hop: ours (sendHop)')!;
  const rows = calls.map(([name]) => {
    const values = samples.get(name)!;
    const ratios = name.startsWith('one hop') ? values.map((v, i) => v / ours[i]!) : undefined;
    return {
      name,
      cpu_us_per_request: Math.round(median(values)),
      cpu_us_range: [Math.round(Math.min(...values)), Math.round(Math.max(...values))],
      vs_our_hop: ratios && round2(median(ratios)),
      vs_our_hop_range: ratios && [round2(Math.min(...ratios)), round2(Math.max(...ratios))],
    };
  });
  const byName = new Map(rows.map((row) => [row.name, row]));
  const [baseline, guardedCpu] = ['bare node:http', 'guarded client'].map(
    (name) => byName.get(name)!.cpu_us_per_request,
  ) as [number, number];
  const copy = byName.get('one hop: ours (copy)')!;
  const library = byName.get('one hop: axios')!;
  const axiosVerdict =
    library.vs_our_hop_range![0]! > copy.vs_our_hop_range![1]! ? 'outside noise' : 'within noise';
  console.table(rows);
  console.log(
    `load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} after; ` +
      `axios per hop ${library.vs_our_hop}x ours (rounds ${library.vs_our_hop_range!.join('-')}), ` +
      `copy of ours ${copy.vs_our_hop}x (${copy.vs_our_hop_range!.join('-')}): ${axiosVerdict}`,
  );
  console.log(
    JSON.stringify({
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      rounds: ROUNDS,
      rows,
      overhead_us: guardedCpu - baseline,
      ratio: round2(guardedCpu / baseline),
      axios_hop_gain: axiosVerdict,
      loadBefore,
      loadAfter,
    }),
  );
  client.close();
  agent.destroy();
  server.close();
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
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
