/**
 * In a probe (run with --expose-gc): the bytes per unit that outlive a young collection after
 * `work` ran `units` units, as the least of `rounds` rounds with and without it.
 */
export function youngBytesPerUnit(
  work: () => void | Promise<void>,
  units: number,
  rounds?: number,
): Promise<number>;
/** In a test: runs the probe at `path` with --expose-gc (through tsx) and returns what it printed. */
export function runYoungGenerationProbe(path: string): Promise<Record<string, number>>;
