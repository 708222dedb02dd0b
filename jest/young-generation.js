/**
 * Measuring what a piece of work leaves to V8's young-generation collector. Something long-lived
 * pointing at the work's objects (an async generator, an AbortController per call, a cache keyed
 * per request) keeps them through every young collection until the next full one; under load each
 * young collection then copies that much and pauses for it. A probe script measures this in a
 * process of its own, so that no other test's leftovers add survivors, and its test runs it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getHeapSpaceStatistics } from 'node:v8';

/** Bytes in the young generation after a full collection, `work`, then one young collection. */
async function youngSurvivors(work) {
  const gc = globalThis.gc;
  gc({ type: 'major' });
  await work();
  gc({ type: 'minor' });
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_used_size;
}

/**
 * In a probe (run with --expose-gc): the bytes per unit that outlive a young collection after
 * `work` ran `units` units, as the least of `rounds` rounds with and without it (anything else
 * can only add survivors).
 */
export async function youngBytesPerUnit(work, units, rounds = 5) {
  const idle = [];
  const busy = [];
  for (let round = 0; round < rounds; round += 1) {
    idle.push(await youngSurvivors(async () => undefined));
    busy.push(await youngSurvivors(work));
  }
  return Math.max(0, Math.min(...busy) - Math.min(...idle)) / units;
}

/** In a test: runs the probe at `path` with --expose-gc (through tsx) and returns what it printed. */
export async function runYoungGenerationProbe(path) {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--expose-gc',
    '--import',
    'tsx',
    path,
  ]);
  return JSON.parse(stdout);
}
