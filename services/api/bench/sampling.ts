/**
 * How `pnpm bench:api` takes one sample: autocannon against a URL, and the server's CPU time per
 * request over the sample (read from the server's control URL), which is steadier than req/s when
 * other work shares the machine's cores.
 */
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);

export interface Sample {
  result: autocannon.Result;
  /** Server CPU time (user + system) per request, in microseconds. */
  cpuUs: number;
}

async function serverCpuUs(controlUrl: string): Promise<number> {
  const usage = (await (await fetch(controlUrl)).json()) as { user: number; system: number };
  return usage.user + usage.system;
}

/** One sample of `options` (DURATION_S unless it says otherwise), with the server's CPU. */
export async function sample(options: autocannon.Options, controlUrl: string): Promise<Sample> {
  const before = await serverCpuUs(controlUrl);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const used = (await serverQuietCpuUs(controlUrl)) - before;
  return { result, cpuUs: used / Math.max(result.requests.total, 1) };
}

/** A server doing no more than this share of one core is done with a scenario's deferred work. */
const QUIET_CPU_SHARE = 0.05;
const QUIET_WINDOW_MS = 100;
const QUIET_MAX_MS = 3000;

/**
 * The server's CPU time once the work a scenario left behind is done: writes leave WAL
 * checkpoints (a worker thread) and commits in flight. That CPU is the scenario's; left to run
 * into the next sample, it would bill whichever scenario comes next.
 */
async function serverQuietCpuUs(controlUrl: string): Promise<number> {
  let last = await serverCpuUs(controlUrl);
  const deadline = performance.now() + QUIET_MAX_MS;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
    const now = await serverCpuUs(controlUrl);
    const busy = now - last;
    last = now;
    if (busy < QUIET_WINDOW_MS * 1000 * QUIET_CPU_SHARE) break;
  }
  return last;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
