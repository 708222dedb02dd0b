/** Latency statistics of one measured operation. */
export interface Measurement {
  name: string;
  p50_ms: number;
  p99_ms: number;
  ops_per_s: number;
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Runs `op` `warmup` times unmeasured, then `iterations` times one after another. */
export async function measure(
  name: string,
  op: (i: number) => unknown,
  iterations: number,
  warmup = Math.min(200, iterations),
): Promise<Measurement> {
  for (let i = 0; i < warmup; i += 1) await op(i);
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) {
    const t0 = performance.now();
    await op(i);
    samples.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  return {
    name,
    p50_ms: round(percentile(samples, 50), 4),
    p99_ms: round(percentile(samples, 99), 4),
    ops_per_s: round((iterations / total) * 1000, 0),
  };
}

export { round };
