/** The p-th percentile (0..100) of the values, nearest rank; 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Rounded to two decimals, for tables. */
export const round = (n: number) => Math.round(n * 100) / 100;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
