/**
 * For tests of the hot paths' memory behaviour: how much of what a request allocates outlives V8's
 * young-generation collector. When something in the old generation points at a request's objects
 * (a getter in an object literal, or an async generator of our own: both measured), they survive
 * every young collection until the next full one. Each young collection then copies megabytes and
 * pauses for milliseconds, which under load is the relay's p99.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor' | 'major' }) => void;

let collect: Collect | undefined;

/** V8's `gc()`, exposed at run time (`--expose-gc`, set from inside the process). */
function collector(): Collect {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  return collect;
}

/** Bytes in the young generation after a full collection, `work`, then one young collection. */
async function youngSurvivors(work: () => Promise<void>): Promise<number> {
  const gc = collector();
  gc({ type: 'major' });
  await work();
  await nextTurn();
  gc({ type: 'minor' });
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  return young?.space_used_size ?? 0;
}

/**
 * Bytes per call of `call` (run `times` in a row) that survive a young collection made after the
 * last one finished, beyond what the same collection keeps with no calls. The least of five
 * rounds: whatever else the process does meanwhile can only add survivors, and a call that leaves
 * nothing reachable comes out near zero. Run it in a process of its own.
 */
export async function youngSurvivorBytesPerCall(
  call: () => Promise<unknown>,
  times = 50,
): Promise<number> {
  const idle: number[] = [];
  const busy: number[] = [];
  for (let round = 0; round < 5; round++) {
    idle.push(await youngSurvivors(async () => undefined));
    busy.push(
      await youngSurvivors(async () => {
        for (let i = 0; i < times; i++) await call();
      }),
    );
  }
  return Math.max(0, Math.min(...busy) - Math.min(...idle)) / times;
}
