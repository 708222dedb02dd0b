import { describe, expect, it } from '@jest/globals';
import { ChatPacer } from './chat-pacer.js';

/** A pacer on a clock that moves only when told, recording each wait. */
function pacedClock() {
  let now = 1_000;
  const waits: number[] = [];
  const pacer = new ChatPacer({
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { pacer, waits, advance: (ms: number) => (now += ms) };
}

const ONE_A_SECOND = { intervalMs: 1000, burst: 1 };

describe('ChatPacer', () => {
  it('spaces a burst to one chat by the interval, in the order it came', async () => {
    const { pacer, waits } = pacedClock();
    await Promise.all([1, 2, 3, 4].map(() => pacer.turn('chn:42', ONE_A_SECOND)));
    expect(waits).toEqual([1000, 2000, 3000]);
  });

  it('lets a short burst go at once, then one per interval', async () => {
    const { pacer, waits } = pacedClock();
    await Promise.all(
      [1, 2, 3, 4, 5].map(() => pacer.turn('chn:42', { intervalMs: 1000, burst: 3 })),
    );
    expect(waits).toEqual([1000, 2000]);
  });

  it('lets another chat go at once, and a chat whose last turn has passed', async () => {
    const { pacer, waits, advance } = pacedClock();
    await pacer.turn('chn:1', ONE_A_SECOND);
    await pacer.turn('chn:2', ONE_A_SECOND);
    advance(1500);
    await pacer.turn('chn:1', ONE_A_SECOND);
    expect(waits).toEqual([]);
    await pacer.turn('chn:1', ONE_A_SECOND);
    expect(waits).toEqual([1000]);
  });

  it('does not pace a platform without a per-chat interval', async () => {
    const { pacer, waits } = pacedClock();
    await Promise.all([1, 2, 3].map(() => pacer.turn('chn:1', { intervalMs: 0, burst: 1 })));
    expect(waits).toEqual([]);
  });
});
