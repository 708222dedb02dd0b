/**
 * `pnpm bench:relay`: user messages through the `api` channel (POST /v1/channels/{id}/messages:
 * store, history, integration call, reply stored) against direct calls to the same fake backend,
 * in the same run, at 1, 50 and 200 concurrent conversations. Each conversation sends its
 * messages one after another, so its history grows as in real use. Five processes: API, bare
 * relay, durable relay, backend, load generator.
 *
 * Two runs per level. Saturated: messages back to back, which gives throughput (and latency that
 * is mostly queueing: 50 conversations at N msg/s wait about 50/N s each). Paced: the same
 * conversations offered BENCH_PACED_RATE msg/s in total, like users with think time, which gives
 * the service's added latency = its end-to-end latency minus the direct call's at the same
 * pacing (p50 and p99), and per message end-to-end minus the backend time the service measured.
 *
 * Both runs also drive two floors with the same messages, measured in the same run: a bare
 * node:http relay (relay-bench-bare.ts: one inbound and one outbound exchange, nothing else), Node's
 * own floor for the traffic, and a durable relay (relay-bench-durable.ts: the bare relay plus the
 * records the service keeps per message, written with plain SQL), the floor for storing them too.
 *
 * The paced runs of the four paths are interleaved in PACED_ROUNDS rounds (direct, bare relay,
 * durable relay, api, then again), so a change in the machine's load during a level touches them
 * all alike. The level the goals are judged at is paced longer (BENCH_PACED_GOAL_SECONDS), so its
 * p99 rests on ~30 slowest messages rather than 8.
 *
 * Env: BENCH_MESSAGES per saturated level (default 3000), BENCH_LEVELS (default "1,50,200"),
 * BENCH_PACED_RATE (default 100 msg/s), BENCH_PACED_SECONDS (default 8),
 * BENCH_PACED_GOAL_SECONDS (default 30, the goals' level), LOG_LEVEL for the API
 * process (default info, as in production; its logs are discarded), BENCH_PROFILE_DIR to write
 * CPU profiles of the API and backend processes.
 */
import { Agent } from 'node:http';
import {
  cpuMs,
  percentile,
  post,
  runClosed,
  runPaced,
  type Sample,
  type Send,
} from './relay-bench-load.js';
import { setUpChannel, startChild } from './relay-bench-processes.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,50,200').split(',').map(Number);
/**
 * Messages each path gets before anything is measured, at 50 conversations. V8's optimizing
 * compiles run on background threads and count as the process's CPU, so a few hundred messages
 * leave the api still markedly dearer per message than once it is warm.
 */
const WARMUP_MESSAGES = 3000;
const WARMUP_CONVERSATIONS = 50;
/** Offered load of the paced runs: well below capacity, so latency is service time, not queueing. */
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 100);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 8);
const PACED_GOAL_SECONDS = Number(process.env.BENCH_PACED_GOAL_SECONDS ?? 30);
const PACED_ROUNDS = 5;
const GOALS = { addedP50Ms: 1, addedP99Ms: 5, messagesPerSecond: 2500, atConcurrency: 50 };

/** The body the service sends for turn `turn` of a conversation (history of up to 10 messages). */
function directBody(conversation: number, turn: number): unknown {
  const history = [];
  for (let t = Math.max(0, turn - 4); t < turn; t += 1) {
    history.push({ role: 'user', content: `message ${t} of conversation ${conversation}` });
    history.push({ role: 'assistant', content: 'ok, noted' });
  }
  history.push({ role: 'user', content: `message ${turn} of conversation ${conversation}` });
  return {
    messages: history,
    conversation_id: `conv_${conversation}`,
    user: { id: `user-${conversation}`, platform: 'api', name: 'Bench User' },
    bot: { id: 'bot_bench', name: 'Bench' },
    metadata: { channel: 'api', chat_id: `chat-${conversation}` },
  };
}

interface Row {
  concurrency: number;
  /** Saturated (back-to-back messages): throughput. */
  api_msgs_per_s: number;
  direct_msgs_per_s: number;
  api_cpu_ms_per_msg: number;
  bare_msgs_per_s: number;
  bare_cpu_ms_per_msg: number;
  durable_msgs_per_s: number;
  durable_cpu_ms_per_msg: number;
  saturated_api_p50_ms: number;
  saturated_api_p99_ms: number;
  /** Paced at PACED_RATE msg/s: the service's own latency. */
  paced_api_p50_ms: number;
  paced_api_p99_ms: number;
  paced_direct_p50_ms: number;
  paced_direct_p99_ms: number;
  paced_bare_p50_ms: number;
  paced_bare_p99_ms: number;
  paced_durable_p50_ms: number;
  paced_durable_p99_ms: number;
  /** Latency over the direct call's: the api's, and the two floors' for comparison. */
  added_p50_ms: number;
  added_p99_ms: number;
  durable_added_p50_ms: number;
  durable_added_p99_ms: number;
  bare_added_p50_ms: number;
  bare_added_p99_ms: number;
  /** End-to-end minus the backend time the service itself measured (reply.latency_ms). */
  overhead_p50_ms: number;
  overhead_p99_ms: number;
  errors: number;
}

const round = (n: number) => Math.round(n * 100) / 100;
const perSecond = (run: { samples: Sample[]; seconds: number }) =>
  Math.round(run.samples.length / run.seconds);

/** Runs `work` and says how much CPU (ms) process `pid` used meanwhile. */
async function withCpu<T>(pid: number | undefined, work: () => Promise<T>) {
  const before = cpuMs(pid);
  const result = await work();
  return { result, cpuMs: cpuMs(pid) - before };
}

/**
 * Paced runs of each path, about `total` messages each, interleaved in PACED_ROUNDS rounds; each
 * path's samples go to the array paired with it. Turns go on from round to round, so
 * conversations keep growing as in one long run.
 */
async function pacedInterleaved(
  concurrency: number,
  total: number,
  paths: Array<[Send, Sample[]]>,
): Promise<void> {
  const turnsPerRound = Math.max(1, Math.round(total / PACED_ROUNDS / concurrency));
  for (let round = 0; round < PACED_ROUNDS; round += 1) {
    const firstTurn = round * turnsPerRound;
    for (const [send, samples] of paths) {
      const ran = await runPaced(concurrency, PACED_RATE, turnsPerRound * concurrency, (c, turn) =>
        send(c, firstTurn + turn),
      );
      samples.push(...ran);
    }
  }
}

async function main(): Promise<void> {
  const backend = await startChild<{ url: string }>('relay-bench-backend.ts', {});
  const api = await startChild<{ apiUrl: string; key: string }>('relay-bench-server.ts', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const bare = await startChild<{ url: string }>('relay-bench-bare.ts', {
    BACKEND_URL: backend.info.url,
  });
  const durable = await startChild<{ url: string }>('relay-bench-durable.ts', {
    BACKEND_URL: backend.info.url,
  });
  const rows: Row[] = [];
  try {
    const channelId = await setUpChannel(api.info.apiUrl, api.info.key, backend.info.url);
    const messagesUrl = `${api.info.apiUrl}/v1/channels/${channelId}/messages`;
    const auth = { authorization: `Bearer ${api.info.key}` };
    let run = 0;
    /** A user message to the service (or, with `url` and no key, one of the floor relays). */
    const viaApi =
      (agent: Agent, url = messagesUrl, headers: Record<string, string> = auth) =>
      async (conversation: number, turn: number): Promise<Sample> => {
        const res = await post(
          agent,
          url,
          {
            user: { id: `user-${run}-${conversation}`, name: 'Bench User' },
            chat_id: `chat-${run}-${conversation}`,
            content: `message ${turn} of conversation ${conversation}`,
          },
          headers,
        );
        const reply = (
          res.body as { data?: { reply?: { latency_ms?: number; integration_id?: string | null } } }
        )?.data?.reply;
        return {
          e2eMs: res.ms,
          backendMs: reply?.latency_ms ?? 0,
          ok: res.status === 200 && Boolean(reply?.integration_id),
        };
      };
    const viaBare = (agent: Agent) => viaApi(agent, bare.info.url, {});
    const viaDurable = (agent: Agent) => viaApi(agent, durable.info.url, {});
    const direct =
      (agent: Agent) =>
      async (conversation: number, turn: number): Promise<Sample> => {
        const res = await post(agent, backend.info.url, directBody(conversation, turn));
        return { e2eMs: res.ms, ok: res.status === 200 };
      };

    const warm = new Agent({ keepAlive: true, maxSockets: WARMUP_CONVERSATIONS });
    run += 1;
    await runClosed(WARMUP_CONVERSATIONS, WARMUP_MESSAGES, viaApi(warm));
    await runClosed(WARMUP_CONVERSATIONS, WARMUP_MESSAGES, direct(warm));
    await runClosed(WARMUP_CONVERSATIONS, WARMUP_MESSAGES, viaBare(warm));
    await runClosed(WARMUP_CONVERSATIONS, WARMUP_MESSAGES, viaDurable(warm));
    warm.destroy();

    for (const concurrency of LEVELS) {
      const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
      run += 1;
      const d = await runClosed(concurrency, MESSAGES, direct(agent));
      const b = await withCpu(bare.child.pid, () =>
        runClosed(concurrency, MESSAGES, viaBare(agent)),
      );
      const f = await withCpu(durable.child.pid, () =>
        runClosed(concurrency, MESSAGES, viaDurable(agent)),
      );
      const a = await withCpu(api.child.pid, () => runClosed(concurrency, MESSAGES, viaApi(agent)));
      run += 1;
      const seconds = concurrency === GOALS.atConcurrency ? PACED_GOAL_SECONDS : PACED_SECONDS;
      const pd: Sample[] = [];
      const pb: Sample[] = [];
      const pf: Sample[] = [];
      const pa: Sample[] = [];
      await pacedInterleaved(concurrency, PACED_RATE * seconds, [
        [direct(agent), pd],
        [viaBare(agent), pb],
        [viaDurable(agent), pf],
        [viaApi(agent), pa],
      ]);
      agent.destroy();
      const apiMs = pa.map((s) => s.e2eMs);
      const directMs = pd.map((s) => s.e2eMs);
      const bareMs = pb.map((s) => s.e2eMs);
      const durableMs = pf.map((s) => s.e2eMs);
      const overhead = pa.map((s) => s.e2eMs - (s.backendMs ?? 0));
      const saturatedMs = a.result.samples.map((s) => s.e2eMs);
      /** A relay's paced percentile `p` over the direct call's. */
      const added = (ms: number[], p: number) => round(percentile(ms, p) - percentile(directMs, p));
      const all = [
        ...[a.result, b.result, f.result, d].flatMap((ran) => ran.samples),
        ...[pa, pb, pf, pd].flat(),
      ];
      rows.push({
        concurrency,
        api_msgs_per_s: perSecond(a.result),
        direct_msgs_per_s: perSecond(d),
        api_cpu_ms_per_msg: round(a.cpuMs / a.result.samples.length),
        bare_msgs_per_s: perSecond(b.result),
        bare_cpu_ms_per_msg: round(b.cpuMs / b.result.samples.length),
        durable_msgs_per_s: perSecond(f.result),
        durable_cpu_ms_per_msg: round(f.cpuMs / f.result.samples.length),
        saturated_api_p50_ms: round(percentile(saturatedMs, 50)),
        saturated_api_p99_ms: round(percentile(saturatedMs, 99)),
        paced_api_p50_ms: round(percentile(apiMs, 50)),
        paced_api_p99_ms: round(percentile(apiMs, 99)),
        paced_direct_p50_ms: round(percentile(directMs, 50)),
        paced_direct_p99_ms: round(percentile(directMs, 99)),
        paced_bare_p50_ms: round(percentile(bareMs, 50)),
        paced_bare_p99_ms: round(percentile(bareMs, 99)),
        paced_durable_p50_ms: round(percentile(durableMs, 50)),
        paced_durable_p99_ms: round(percentile(durableMs, 99)),
        added_p50_ms: added(apiMs, 50),
        added_p99_ms: added(apiMs, 99),
        durable_added_p50_ms: added(durableMs, 50),
        durable_added_p99_ms: added(durableMs, 99),
        bare_added_p50_ms: added(bareMs, 50),
        bare_added_p99_ms: added(bareMs, 99),
        overhead_p50_ms: round(percentile(overhead, 50)),
        overhead_p99_ms: round(percentile(overhead, 99)),
        errors: all.filter((sample) => !sample.ok).length,
      });
    }
  } finally {
    api.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    durable.child.kill('SIGTERM');
    backend.child.kill('SIGTERM');
  }
  print(rows);
}

/**
 * The goals' verdicts at their level, each with the two floors' in the same run: a goal the bare
 * relay misses is out of reach of any relay on this machine in this window, and one the durable
 * relay misses is out of reach of any relay that stores the message and its reply first.
 */
function goalLines(r: Row): string {
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  /** `values`: the api's, the durable relay's and the bare relay's, in that order. */
  const line = (
    goal: string,
    unit: string,
    met: (value: number) => boolean,
    values: [number, number, number],
  ) => {
    const [api, durable, bare] = values.map((value) => `${value} ${unit}: ${verdict(met(value))}`);
    return `- ${goal}: api ${api}; durable relay ${durable}; bare relay ${bare}\n`;
  };
  return (
    `Goals at ${GOALS.atConcurrency} conversations, with the floors measured in the same run:\n` +
    line(`added p50 < ${GOALS.addedP50Ms} ms`, 'ms', (v) => v < GOALS.addedP50Ms, [
      r.added_p50_ms,
      r.durable_added_p50_ms,
      r.bare_added_p50_ms,
    ]) +
    line(`added p99 < ${GOALS.addedP99Ms} ms`, 'ms', (v) => v < GOALS.addedP99Ms, [
      r.added_p99_ms,
      r.durable_added_p99_ms,
      r.bare_added_p99_ms,
    ]) +
    line(`>= ${GOALS.messagesPerSecond} msg/s`, 'msg/s', (v) => v >= GOALS.messagesPerSecond, [
      r.api_msgs_per_s,
      r.durable_msgs_per_s,
      r.bare_msgs_per_s,
    ])
  );
}

function print(rows: Row[]): void {
  const table = (title: string, header: string[], cells: (r: Row) => unknown[]) =>
    `${title}\n\n| ${header.join(' | ')} |\n|${'---|'.repeat(header.length)}\n` +
    rows.map((r) => `| ${cells(r).join(' | ')} |`).join('\n') +
    '\n\n';
  process.stdout.write(
    `\nRelay benchmark: the api channel vs a direct call to the same fake backend, same run\n\n` +
      table(
        `Saturated (${MESSAGES} messages per level, back to back): throughput`,
        [
          'conversations',
          'api msg/s',
          'bare relay msg/s',
          'durable relay msg/s',
          'direct msg/s',
          'api CPU ms/msg',
          'bare relay CPU ms/msg',
          'durable relay CPU ms/msg',
          'api / bare CPU',
          'api / durable CPU',
          'api p50 / p99 ms (queueing)',
        ],
        (r) => [
          r.concurrency,
          r.api_msgs_per_s,
          r.bare_msgs_per_s,
          r.durable_msgs_per_s,
          r.direct_msgs_per_s,
          r.api_cpu_ms_per_msg,
          r.bare_cpu_ms_per_msg,
          r.durable_cpu_ms_per_msg,
          `${round(r.api_cpu_ms_per_msg / r.bare_cpu_ms_per_msg)}x`,
          `${round(r.api_cpu_ms_per_msg / r.durable_cpu_ms_per_msg)}x`,
          `${r.saturated_api_p50_ms} / ${r.saturated_api_p99_ms}`,
        ],
      ) +
      table(
        `Paced (${PACED_RATE} msg/s offered across the conversations; ${PACED_SECONDS} s per path, ${PACED_GOAL_SECONDS} s at ${GOALS.atConcurrency}, in ${PACED_ROUNDS} interleaved rounds): added latency`,
        [
          'conversations',
          'api p50 / p99 ms',
          'direct p50 / p99 ms',
          'bare relay p50 / p99 ms',
          'durable relay p50 / p99 ms',
          'added p50 / p99 ms',
          'durable relay added p50 / p99 ms',
          'e2e - reply.latency_ms p50 / p99',
          'errors',
        ],
        (r) => [
          r.concurrency,
          `${r.paced_api_p50_ms} / ${r.paced_api_p99_ms}`,
          `${r.paced_direct_p50_ms} / ${r.paced_direct_p99_ms}`,
          `${r.paced_bare_p50_ms} / ${r.paced_bare_p99_ms}`,
          `${r.paced_durable_p50_ms} / ${r.paced_durable_p99_ms}`,
          `${r.added_p50_ms} / ${r.added_p99_ms}`,
          `${r.durable_added_p50_ms} / ${r.durable_added_p99_ms}`,
          `${r.overhead_p50_ms} / ${r.overhead_p99_ms}`,
          r.errors,
        ],
      ),
  );
  const goal = rows.find((r) => r.concurrency === GOALS.atConcurrency);
  if (goal) process.stdout.write(goalLines(goal));
  process.stdout.write(
    `\n${JSON.stringify({ benchmark: 'relay', paced_rate: PACED_RATE, rows })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
