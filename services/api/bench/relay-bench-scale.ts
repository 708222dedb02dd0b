/**
 * `pnpm bench:relay-scale` (part of `pnpm bench:scale`): the api channel's saturated throughput
 * through one API process and through two on the same store (conversations spread over both as a
 * load balancer would), at BENCH_CONVERSATIONS conversations against one fake backend. Both
 * processes start and warm up first; then rounds alternate one process and two, the order flipping
 * each round, so a change in the machine's load touches both alike, and each is judged by its
 * median round. Prints msg/s of each, their ratio, each process's CPU per message, and the store
 * operations a relayed message costs (from the processes' own /metrics store histogram).
 *
 * The store is SQLite in a temp DATA_DIR, or MONGODB_URI's database when set. Every round runs
 * with metrics on (METRICS_TOKEN), as a scraped production process does. On a machine with fewer
 * cores than processes (two APIs, backend, load generator), the second process mostly measures
 * the cores, not the store: the table prints the core count beside the ratio.
 *
 * Env: BENCH_MESSAGES per round (default 3000), BENCH_ROUNDS (default 3), BENCH_CONVERSATIONS
 * (default 50), LOG_LEVEL.
 */
import { Agent } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMs, percentile, post, runClosed, type Sample } from './relay-bench-load.js';
import { setUpChannel, startChild } from './relay-bench-processes.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 50);
/** Messages each new process gets alone before a phase is measured (V8 warms up on them). */
const WARMUP_MESSAGES = 2000;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

interface Api {
  url: string;
  pid: number | undefined;
  stop(): void;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function startApi(dataDir: string): Promise<Api & { key: string }> {
  const { child, info } = await startChild<{ apiUrl: string; key: string }>(
    'relay-bench-server.ts',
    {
      BENCH_DATA_DIR: dataDir,
      METRICS_TOKEN,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  );
  return { url: info.apiUrl, key: info.key, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** The store operations `api` has counted so far, by `collection operation`. */
async function storeOperations(api: Api): Promise<Map<string, number>> {
  const res = await fetch(`${api.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const counts = new Map<string, number>();
  const line =
    /^switchboard_store_operation_duration_seconds_count\{collection="([^"]*)",operation="([^"]*)"\} (\d+)/;
  for (const text of (await res.text()).split('\n')) {
    const m = line.exec(text);
    if (m) counts.set(`${m[1]} ${m[2]}`, Number(m[3]));
  }
  return counts;
}

/** What the processes counted between `before` and now, per message. */
function perMessage(
  before: Array<Map<string, number>>,
  after: Array<Map<string, number>>,
  messages: number,
): Map<string, number> {
  const per = new Map<string, number>();
  after.forEach((counts, i) => {
    for (const [key, n] of counts) {
      const added = n - (before[i]?.get(key) ?? 0);
      if (added > 0) per.set(key, (per.get(key) ?? 0) + added / messages);
    }
  });
  return per;
}

/** The phase of median throughput. */
function median(phases: Phase[]): Phase {
  const sorted = [...phases].sort((a, b) => a.msgsPerSecond - b.msgsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Phase {
  processes: number;
  msgsPerSecond: number;
  cpuMsPerMessage: number[];
  p50: number;
  p99: number;
  errors: number;
  operations: Map<string, number>;
}

async function main(): Promise<void> {
  const backend = await startChild<{ url: string }>('relay-bench-backend.ts', {});
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-relay-scale-'));
  const apis: Api[] = [];
  try {
    const first = await startApi(dataDir);
    apis.push(first);
    const channelId = await setUpChannel(first.url, first.key, backend.info.url);
    const auth = { authorization: `Bearer ${first.key}` };
    let run = 0;
    /** Conversation `c` goes to `targets[c % targets.length]`, as a load balancer spreads them. */
    const send =
      (agent: Agent, targets: Api[]) =>
      async (conversation: number, turn: number): Promise<Sample> => {
        const api = targets[conversation % targets.length]!;
        const res = await post(
          agent,
          `${api.url}/v1/channels/${channelId}/messages`,
          {
            user: { id: `user-${run}-${conversation}`, name: 'Bench User' },
            chat_id: `chat-${run}-${conversation}`,
            content: `message ${turn} of conversation ${conversation}`,
          },
          auth,
        );
        const reply = (res.body as { data?: { reply?: { integration_id?: string | null } } })?.data
          ?.reply;
        return { e2eMs: res.ms, ok: res.status === 200 && Boolean(reply?.integration_id) };
      };

    const phase = async (processes: number): Promise<Phase> => {
      const agent = new Agent({ keepAlive: true, maxSockets: CONVERSATIONS });
      run += 1;
      const measured = apis.slice(0, processes);
      const before = await Promise.all(measured.map(storeOperations));
      const cpuBefore = measured.map((api) => cpuMs(api.pid));
      const ran = await runClosed(CONVERSATIONS, MESSAGES, send(agent, measured));
      const cpuAfter = measured.map((api) => cpuMs(api.pid));
      const after = await Promise.all(measured.map(storeOperations));
      agent.destroy();
      const n = ran.samples.length;
      const ms = ran.samples.map((s) => s.e2eMs);
      return {
        processes,
        msgsPerSecond: Math.round(n / ran.seconds),
        // Each process's CPU over the messages it served (an even share of them).
        cpuMsPerMessage: cpuAfter.map((cpu, i) => round((cpu - cpuBefore[i]!) / (n / processes))),
        p50: round(percentile(ms, 50)),
        p99: round(percentile(ms, 99)),
        errors: ran.samples.filter((s) => !s.ok).length,
        operations: perMessage(before, after, n),
      };
    };
    const warm = async (api: Api) => {
      const agent = new Agent({ keepAlive: true, maxSockets: CONVERSATIONS });
      run += 1;
      await runClosed(CONVERSATIONS, WARMUP_MESSAGES, send(agent, [api]));
      agent.destroy();
    };
    const second = await startApi(dataDir);
    apis.push(second);
    await warm(first);
    await warm(second);
    // Rounds alternate one process and two (the order flipping each round), so a change in the
    // machine's load touches both alike; each is judged by its median round.
    const ones: Phase[] = [];
    const twos: Phase[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? [1, 2] : [2, 1];
      for (const processes of order) (processes === 1 ? ones : twos).push(await phase(processes));
    }
    const one = median(ones);
    const two = median(twos);
    print(one, two, [ones, twos]);
  } finally {
    for (const api of apis) api.stop();
    backend.child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

function print(one: Phase, two: Phase, rounds: [Phase[], Phase[]]): void {
  const row = (p: Phase) =>
    `| ${p.processes} | ${p.msgsPerSecond} | ${rounds[p.processes - 1]!.map((r) => r.msgsPerSecond).join(', ')} | ${p.cpuMsPerMessage.join(' / ')} | ${p.p50} / ${p.p99} | ${p.errors} |`;
  const ops = [...one.operations].sort(([a], [b]) => a.localeCompare(b));
  const total = ops.reduce((sum, [, n]) => sum + n, 0);
  process.stdout.write(
    `\nRelay on one store: 1 and 2 API processes in ${ROUNDS} alternating rounds, ${CONVERSATIONS} conversations, ${MESSAGES} messages per round (saturated), ${availableParallelism()} cores; the median round\n\n` +
      `| API processes | msg/s | msg/s of each round | CPU ms/msg per process | p50 / p99 ms | errors |\n|---|---|---|---|---|---|\n` +
      `${row(one)}\n${row(two)}\n\n` +
      `Throughput ratio, 2 processes / 1: ${round(two.msgsPerSecond / one.msgsPerSecond)}x\n\n` +
      `Store operations per relayed message (one process, from its /metrics):\n\n` +
      `| collection | operation | per message |\n|---|---|---|\n` +
      ops.map(([key, n]) => `| ${key.split(' ').join(' | ')} | ${round(n)} |`).join('\n') +
      `\n| all | all | ${round(total)} |\n\n` +
      `${JSON.stringify({
        benchmark: 'relay-scale',
        cores: availableParallelism(),
        conversations: CONVERSATIONS,
        messages: MESSAGES,
        rounds: ROUNDS,
        phases: [one, two].map((p) => ({ ...p, operations: Object.fromEntries(p.operations) })),
        ratio: round(two.msgsPerSecond / one.msgsPerSecond),
      })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
