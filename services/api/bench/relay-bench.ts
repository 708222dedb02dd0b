/**
 * `pnpm bench:relay`: user messages through the `api` channel (POST /v1/channels/{id}/messages:
 * store, history, integration call, reply stored) against direct calls to the same fake backend,
 * in the same run, at 1, 50 and 200 concurrent conversations. Each conversation sends its
 * messages one after another, so its history grows as in real use.
 *
 * Added latency = the service's end-to-end latency minus the backend's own (the direct call at
 * the same concurrency), at p50 and p99; also per message: end-to-end minus the backend time the
 * service itself measured (`reply.latency_ms`). Three processes: API, backend, load generator.
 *
 * Env: BENCH_MESSAGES per level (default 3000), BENCH_LEVELS (default "1,50,200"), LOG_LEVEL for
 * the API process (default info, as in production; its logs are discarded), BENCH_PROFILE_DIR to
 * write CPU profiles of the API and backend processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3000);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,50,200').split(',').map(Number);
const WARMUP_MESSAGES = 500;
const GOALS = { addedP50Ms: 5, addedP99Ms: 20, messagesPerSecond: 500, atConcurrency: 50 };

async function startChild<T>(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; info: T }> {
  // BENCH_PROFILE_DIR=dir writes a CPU profile of each child process there when it exits.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(HERE, script)], {
    stdio: ['ignore', 'pipe', process.env.BENCH_SERVER_STDERR ? 'inherit' : 'ignore'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${script} exited with ${String(code)} (BENCH_SERVER_STDERR=1 shows why)`);
  });
  const [line] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  return { child, info: JSON.parse(line) as T };
}

interface Posted {
  status: number;
  body: unknown;
  ms: number;
}

function post(
  agent: Agent,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Posted> {
  const payload = Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as unknown) : null,
            ms,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface Sample {
  e2eMs: number;
  /** The backend time the service measured (api runs only). */
  backendMs?: number;
  ok: boolean;
}

/** `concurrency` conversations, each sending its share of `total` messages in turn. */
async function runLevel(
  concurrency: number,
  total: number,
  send: (conversation: number, turn: number) => Promise<Sample>,
): Promise<{ samples: Sample[]; seconds: number }> {
  const perConversation = Math.max(1, Math.round(total / concurrency));
  const samples: Sample[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, conversation) => {
      for (let turn = 0; turn < perConversation; turn += 1)
        samples.push(await send(conversation, turn));
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/**
 * CPU time (user + system, ms) a process has used, from /proc: steadier than wall time on a
 * shared machine. NaN where /proc is not available.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

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

async function setUp(apiUrl: string, key: string, backendUrl: string): Promise<string> {
  const agent = new Agent({ keepAlive: true });
  const auth = { authorization: `Bearer ${key}` };
  const bot = await post(agent, `${apiUrl}/v1/bots`, { name: 'Bench' }, auth);
  const botId = (bot.body as { data: { id: string } }).data.id;
  await post(
    agent,
    `${apiUrl}/v1/bots/${botId}/integrations`,
    { name: 'fake', webhook_url: backendUrl, timeout: 10 },
    auth,
  );
  const channel = await post(
    agent,
    `${apiUrl}/v1/bots/${botId}/channels`,
    { type: 'api', timeout: 30 },
    auth,
  );
  agent.destroy();
  return (channel.body as { data: { id: string } }).data.id;
}

interface Row {
  concurrency: number;
  messages: number;
  api_msgs_per_s: number;
  direct_msgs_per_s: number;
  api_p50_ms: number;
  api_p99_ms: number;
  direct_p50_ms: number;
  direct_p99_ms: number;
  added_p50_ms: number;
  added_p99_ms: number;
  overhead_p50_ms: number;
  overhead_p99_ms: number;
  /** API process CPU per message (user + system). */
  api_cpu_ms_per_msg: number;
  errors: number;
}

async function main(): Promise<void> {
  const backend = await startChild<{ url: string }>('relay-bench-backend.ts', {});
  const api = await startChild<{ apiUrl: string; key: string }>('relay-bench-server.ts', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const rows: Row[] = [];
  try {
    const channelId = await setUp(api.info.apiUrl, api.info.key, backend.info.url);
    const messagesUrl = `${api.info.apiUrl}/v1/channels/${channelId}/messages`;
    const auth = { authorization: `Bearer ${api.info.key}` };
    let run = 0;
    const viaApi =
      (agent: Agent) =>
      async (conversation: number, turn: number): Promise<Sample> => {
        const res = await post(
          agent,
          messagesUrl,
          {
            user: { id: `user-${run}-${conversation}`, name: 'Bench User' },
            chat_id: `chat-${run}-${conversation}`,
            content: `message ${turn} of conversation ${conversation}`,
          },
          auth,
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
    const direct =
      (agent: Agent) =>
      async (conversation: number, turn: number): Promise<Sample> => {
        const res = await post(agent, backend.info.url, directBody(conversation, turn));
        return { e2eMs: res.ms, ok: res.status === 200 };
      };

    const warm = new Agent({ keepAlive: true, maxSockets: 10 });
    run += 1;
    await runLevel(10, WARMUP_MESSAGES, viaApi(warm));
    await runLevel(10, WARMUP_MESSAGES, direct(warm));
    warm.destroy();

    for (const concurrency of LEVELS) {
      run += 1;
      const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
      const d = await runLevel(concurrency, MESSAGES, direct(agent));
      const cpuBefore = cpuMs(api.child.pid);
      const a = await runLevel(concurrency, MESSAGES, viaApi(agent));
      const cpuUsed = cpuMs(api.child.pid) - cpuBefore;
      agent.destroy();
      const apiMs = a.samples.map((s) => s.e2eMs);
      const directMs = d.samples.map((s) => s.e2eMs);
      const overhead = a.samples.map((s) => s.e2eMs - (s.backendMs ?? 0));
      const round = (n: number) => Math.round(n * 100) / 100;
      rows.push({
        concurrency,
        messages: a.samples.length,
        api_msgs_per_s: Math.round(a.samples.length / a.seconds),
        direct_msgs_per_s: Math.round(d.samples.length / d.seconds),
        api_p50_ms: round(percentile(apiMs, 50)),
        api_p99_ms: round(percentile(apiMs, 99)),
        direct_p50_ms: round(percentile(directMs, 50)),
        direct_p99_ms: round(percentile(directMs, 99)),
        added_p50_ms: round(percentile(apiMs, 50) - percentile(directMs, 50)),
        added_p99_ms: round(percentile(apiMs, 99) - percentile(directMs, 99)),
        overhead_p50_ms: round(percentile(overhead, 50)),
        overhead_p99_ms: round(percentile(overhead, 99)),
        api_cpu_ms_per_msg: round(cpuUsed / a.samples.length),
        errors: a.samples.filter((s) => !s.ok).length + d.samples.filter((s) => !s.ok).length,
      });
    }
  } finally {
    api.child.kill('SIGTERM');
    backend.child.kill('SIGTERM');
  }
  print(rows);
}

function print(rows: Row[]): void {
  const header =
    '| concurrent conversations | messages | api msg/s | direct msg/s | api p50 / p99 ms | direct p50 / p99 ms | added p50 / p99 ms | per-message overhead p50 / p99 ms | api CPU ms/msg | errors |';
  const lines = rows.map(
    (r) =>
      `| ${r.concurrency} | ${r.messages} | ${r.api_msgs_per_s} | ${r.direct_msgs_per_s} | ${r.api_p50_ms} / ${r.api_p99_ms} | ${r.direct_p50_ms} / ${r.direct_p99_ms} | ${r.added_p50_ms} / ${r.added_p99_ms} | ${r.overhead_p50_ms} / ${r.overhead_p99_ms} | ${r.api_cpu_ms_per_msg} | ${r.errors} |`,
  );
  process.stdout.write(
    `\nRelay benchmark (api channel vs direct backend call, same run)\n\n${header}\n|${'---|'.repeat(10)}\n${lines.join('\n')}\n`,
  );
  const goal = rows.find((r) => r.concurrency === GOALS.atConcurrency);
  if (goal) {
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    process.stdout.write(
      `\nGoals at ${GOALS.atConcurrency} concurrent: added p50 < ${GOALS.addedP50Ms} ms: ${verdict(goal.added_p50_ms < GOALS.addedP50Ms)}; ` +
        `added p99 < ${GOALS.addedP99Ms} ms: ${verdict(goal.added_p99_ms < GOALS.addedP99Ms)}; ` +
        `>= ${GOALS.messagesPerSecond} msg/s: ${verdict(goal.api_msgs_per_s >= GOALS.messagesPerSecond)}\n`,
    );
  }
  process.stdout.write(`\n${JSON.stringify({ benchmark: 'relay', rows })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
