/** Latency statistics of one measured operation, with the baseline measured in the same window. */
export interface Measurement {
  name: string;
  p50_ms: number;
  p99_ms: number;
  /** One caller, one operation after another. */
  ops_per_s: number;
  /** p50 of the baseline operation, run interleaved with this one. */
  baseline_p50_ms: number;
  /** p50 / baseline p50. */
  ratio_p50: number;
  /** CPU time of this process per operation (user + system), and the baseline's. */
  cpu_us: number;
  baseline_cpu_us: number;
  /** cpu_us / baseline_cpu_us: steadier than wall time on a busy machine. */
  ratio_cpu: number;
}

export const round = (value: number, digits = 3) => Number(value.toFixed(digits));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Wall milliseconds of one call; its CPU microseconds are added to `cpu.total`. */
async function time(
  op: (i: number) => unknown,
  i: number,
  cpu: { total: number },
): Promise<number> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await op(i);
  const wall = performance.now() - t0;
  const used = process.cpuUsage(c0);
  cpu.total += used.user + used.system;
  return wall;
}

/**
 * Runs `op` and `baseline` alternately (`iterations` times each, after a warm-up), so both see the
 * same machine load; on a shared machine that keeps the ratio meaningful when absolute times are not.
 */
export async function measureAgainst(
  name: string,
  op: (i: number) => unknown,
  baseline: (i: number) => unknown,
  iterations: number,
): Promise<Measurement> {
  const warmup = Math.min(200, iterations);
  for (let i = 0; i < warmup; i += 1) {
    await op(i);
    await baseline(i);
  }
  const samples: number[] = [];
  const baseSamples: number[] = [];
  const cpu = { total: 0 };
  const baseCpu = { total: 0 };
  for (let i = 0; i < iterations; i += 1) {
    // Alternate which goes first so neither always runs on a warmer cache.
    if (i % 2 === 0) {
      samples.push(await time(op, i, cpu));
      baseSamples.push(await time(baseline, i, baseCpu));
    } else {
      baseSamples.push(await time(baseline, i, baseCpu));
      samples.push(await time(op, i, cpu));
    }
  }
  const total = samples.reduce((sum, s) => sum + s, 0);
  samples.sort((a, b) => a - b);
  baseSamples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const baseP50 = percentile(baseSamples, 50);
  return {
    name,
    p50_ms: round(p50, 4),
    p99_ms: round(percentile(samples, 99), 4),
    ops_per_s: round((iterations / total) * 1000, 0),
    baseline_p50_ms: round(baseP50, 4),
    ratio_p50: round(p50 / baseP50, 2),
    cpu_us: round(cpu.total / iterations, 0),
    baseline_cpu_us: round(baseCpu.total / iterations, 0),
    ratio_cpu: round(cpu.total / baseCpu.total, 2),
  };
}
