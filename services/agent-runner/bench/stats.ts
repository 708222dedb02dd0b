/** The p-th percentile (0..100) of the values, nearest rank; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Rounded to `digits` decimals (default two), for tables. */
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Median and 99th percentile of the values, rounded, as the JSON lines report them. */
export function p50p99(values: number[]): { p50: number; p99: number } {
  return { p50: round(percentile(values, 50)), p99: round(percentile(values, 99)) };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
