/**
 * `pnpm bench:relay-memory`: bursts (BENCH_ROUNDS, default 3, one after another) of user messages
 * (BENCH_BURST, default 100, all at once, one conversation each) through the `api` channel to a
 * backend that answers each with ~10 MB (BENCH_REPLY_BYTES, streamed without Content-Length),
 * while a probe asks GET /health back to back on its own kept-alive connection. Measured on the
 * API process: RSS before the first burst, at its peak (sampled every 10 ms) and after the last;
 * the probe's latency; the process's CPU time per message. Baselines from the same process and
 * run: the probe on the idle process, and one burst of ordinary messages (a backend answering a
 * short `{content}`), after a warm-up of ordinary bursts. Goals: RSS growth under 100 MB and /health p99 under 50 ms. Rows: the
 * default limits, and the byte limit alone (the per-process and per-team bounds out of reach),
 * each on a fresh API process.
 */
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { cpuMs, percentile, post } from './relay-bench-load.js';
import { setUpChannel, startChild } from './relay-bench-processes.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BURST = Number(process.env.BENCH_BURST ?? 100);
const REPLY_BYTES = Number(process.env.BENCH_REPLY_BYTES ?? 10_000_000);
const IDLE_PROBES = 300;
const WARMUP_BURSTS = 3;
const GOALS = { rssGrowthMb: 100, healthP99Ms: 50 };
const UNBOUNDED = { RELAY_MAX_CONCURRENT: '10000', RELAY_MAX_CONCURRENT_PER_TEAM: '10000' };

/** Resident set size of a process in MB, from /proc (NaN where there is none). */
function rssMb(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

function health(agent: Agent, url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(`${url}/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    }).on('error', reject);
  });
}

/**
 * GET /health back to back on one kept-alive connection, as a load balancer's health check does,
 * while `work` runs (the first probe is answered before it starts). Resolves with what `work`
 * resolved with and the latencies of the probes sent while it ran.
 */
async function whileProbing<T>(url: string, work: () => Promise<T>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  await health(agent, url);
  let done = false;
  const probes = (async () => {
    const taken: number[] = [];
    while (!done) taken.push(await health(agent, url));
    return taken;
  })();
  const result = await work().finally(() => (done = true));
  const samples = await probes;
  agent.destroy();
  return { result, samples };
}

/** How an answer went: its status, and for a 200 whether a backend or the error_message answered. */
function outcomeOf(answer: { status: number; body: unknown }): string {
  const reply = (answer.body as { data?: { reply?: { integration_id: string | null } } })?.data
    ?.reply;
  return answer.status === 200 && reply?.integration_id === null
    ? '200 error_message'
    : String(answer.status);
}

interface Target {
  apiUrl: string;
  key: string;
  channelId: string;
}

/** BURST messages at once on `target`'s channel; the answers. */
function burst(target: Target, round: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: BURST });
  return Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      post(
        agent,
        `${target.apiUrl}/v1/channels/${target.channelId}/messages`,
        {
          user: { id: `u${round}-${i}`, name: 'Burst' },
          chat_id: `c${round}-${i}`,
          content: 'all',
        },
        { authorization: `Bearer ${target.key}` },
      ),
    ),
  ).finally(() => agent.destroy());
}

interface Row {
  limits: string;
  rss_before_mb: number;
  rss_peak_mb: number;
  rss_after_mb: number;
  rss_growth_mb: number;
  health_idle_p99_ms: number;
  health_ordinary_p99_ms: number;
  health_p50_ms: number;
  health_p99_ms: number;
  cpu_ms_per_ordinary_message: number;
  cpu_ms_per_message: number;
  /** How the large bursts' messages were answered. */
  outcomes: Record<string, number>;
}

const roundTo = (n: number) => Math.round(n * 10) / 10;

async function measure(label: string, env: Record<string, string>, backends: Backends) {
  const api = await startChild<{ apiUrl: string; key: string }>('relay-bench-server.ts', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ...env,
  });
  const pid = api.child.pid;
  try {
    const { apiUrl, key } = api.info;
    const ordinary = { apiUrl, key, channelId: await setUpChannel(apiUrl, key, backends.small) };
    const large = { apiUrl, key, channelId: await setUpChannel(apiUrl, key, backends.large) };
    // Warm-up (JIT, caches) so the baselines measure a running service, not its first requests.
    for (let round = 0; round < WARMUP_BURSTS; round += 1) await burst(ordinary, `warm${round}`);
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle: number[] = [];
    for (let i = 0; i < IDLE_PROBES; i += 1) idle.push(await health(idleAgent, apiUrl));
    idleAgent.destroy();
    let cpu = cpuMs(pid);
    const baseline = await whileProbing(apiUrl, () => burst(ordinary, 'ordinary'));
    const ordinaryCpu = cpuMs(pid) - cpu;

    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
    const during: number[] = [];
    const outcomes: Record<string, number> = {};
    cpu = cpuMs(pid);
    for (let round = 0; round < ROUNDS; round += 1) {
      const { result, samples } = await whileProbing(apiUrl, () => burst(large, String(round)));
      during.push(...samples);
      for (const kind of result.map(outcomeOf)) outcomes[kind] = (outcomes[kind] ?? 0) + 1;
    }
    const largeCpu = cpuMs(pid) - cpu;
    clearInterval(sampler);
    return {
      limits: label,
      rss_before_mb: roundTo(before),
      rss_peak_mb: roundTo(peak),
      rss_after_mb: roundTo(rssMb(pid)),
      rss_growth_mb: roundTo(peak - before),
      health_idle_p99_ms: roundTo(percentile(idle, 99)),
      health_ordinary_p99_ms: roundTo(percentile(baseline.samples, 99)),
      health_p50_ms: roundTo(percentile(during, 50)),
      health_p99_ms: roundTo(percentile(during, 99)),
      cpu_ms_per_ordinary_message: roundTo(ordinaryCpu / BURST),
      cpu_ms_per_message: roundTo(largeCpu / (BURST * ROUNDS)),
      outcomes,
    } satisfies Row;
  } finally {
    api.child.kill('SIGTERM');
  }
}

interface Backends {
  small: string;
  large: string;
}

async function main(): Promise<void> {
  const small = await startChild<{ url: string }>('relay-bench-backend.ts', {});
  const large = await startChild<{ url: string }>('relay-bench-backend.ts', {
    BENCH_REPLY_BYTES: String(REPLY_BYTES),
  });
  const backends = { small: small.info.url, large: large.info.url };
  const rows: Row[] = [];
  try {
    rows.push(await measure('default (128 total, 32 per team)', {}, backends));
    rows.push(await measure('byte limit only (no bound)', UNBOUNDED, backends));
  } finally {
    small.child.kill('SIGTERM');
    large.child.kill('SIGTERM');
  }
  print(rows);
}

function print(rows: Row[]): void {
  const header = [
    'limits',
    'RSS before / peak / after MB',
    'RSS growth MB',
    '/health p99 ms: idle / ordinary burst',
    '/health p50 / p99 ms, large bursts',
    'API CPU ms/msg: ordinary / large',
    'answers',
  ];
  const lines = rows.map((r) =>
    [
      r.limits,
      `${r.rss_before_mb} / ${r.rss_peak_mb} / ${r.rss_after_mb}`,
      r.rss_growth_mb,
      `${r.health_idle_p99_ms} / ${r.health_ordinary_p99_ms}`,
      `${r.health_p50_ms} / ${r.health_p99_ms}`,
      `${r.cpu_ms_per_ordinary_message} / ${r.cpu_ms_per_message}`,
      Object.entries(r.outcomes)
        .map(([kind, n]) => `${n}x ${kind}`)
        .join(', '),
    ].join(' | '),
  );
  const mb = Math.round(REPLY_BYTES / 1_000_000);
  process.stdout.write(
    `\nRelay memory: ${ROUNDS} bursts of ${BURST} messages at once, each answered with ~${mb} MB\n\n` +
      `| ${header.join(' | ')} |\n|${'---|'.repeat(header.length)}\n` +
      lines.map((line) => `| ${line} |`).join('\n') +
      '\n\n',
  );
  const row = rows[0];
  if (row) {
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    process.stdout.write(
      `Goals (default limits): RSS growth < ${GOALS.rssGrowthMb} MB: ${verdict(row.rss_growth_mb < GOALS.rssGrowthMb)}; ` +
        `/health p99 < ${GOALS.healthP99Ms} ms: ${verdict(row.health_p99_ms < GOALS.healthP99Ms)}\n`,
    );
  }
  const summary = { benchmark: 'relay-memory', rounds: ROUNDS, burst: BURST, rows };
  process.stdout.write(`\n${JSON.stringify({ ...summary, reply_bytes: REPLY_BYTES })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
