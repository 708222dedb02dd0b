import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { BackgroundJob, type BackgroundJobOptions } from './background-job.js';
import { createLogger } from './logger.js';

const logger = createLogger({ name: 'background-job-test', level: 'silent' });

/** A pass the test ends by hand, so overlaps and ordering are visible. */
function controlledPasses() {
  const started: (() => void)[] = [];
  let running = 0;
  let maxRunning = 0;
  const pass = () =>
    new Promise<number>((resolve) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      started.push(() => {
        running -= 1;
        resolve(started.length);
      });
    });
  return {
    pass,
    started,
    get maxRunning() {
      return maxRunning;
    },
    finish: async (index: number) => {
      started[index]!();
      await Promise.resolve();
    },
  };
}

function job<T>(options: Partial<BackgroundJobOptions<T>> & Pick<BackgroundJobOptions<T>, 'pass'>) {
  return new BackgroundJob<T>({ name: 'test job', logger, intervalMs: 1_000, ...options });
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('BackgroundJob', () => {
  it('runs a pass at start, then one interval after each pass ends', async () => {
    const pass = jest.fn(async () => {});
    const j = job({ pass });
    j.start();
    await j.idle();
    expect(pass).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    await j.idle();
    expect(pass).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await j.idle();
    expect(pass).toHaveBeenCalledTimes(2);
    await j.stop();
  });

  it('never overlaps passes: a nudge during a pass runs one more right after it', async () => {
    const passes = controlledPasses();
    const j = job({ pass: passes.pass });
    j.start();
    j.nudge();
    j.nudge();
    expect(passes.started).toHaveLength(1);
    await passes.finish(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(passes.started).toHaveLength(2);
    await passes.finish(1);
    await j.idle();
    expect(passes.started).toHaveLength(2);
    expect(passes.maxRunning).toBe(1);
    await j.stop();
  });

  it('coalesces a burst of nudges into one pass after nudgeDelayMs', async () => {
    const pass = jest.fn(async () => {});
    const j = job({ pass, nudgeDelayMs: 5, intervalMs: 60_000 });
    j.start();
    await j.idle();
    for (let i = 0; i < 100; i += 1) j.nudge();
    jest.advanceTimersByTime(4);
    expect(pass).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await j.idle();
    expect(pass).toHaveBeenCalledTimes(2);
    await j.stop();
  });

  it('idle() waits for a nudged pass to run', async () => {
    const pass = jest.fn(async () => {});
    const j = job({ pass, nudgeDelayMs: 5, intervalMs: 60_000 });
    j.start();
    await j.idle();
    j.nudge();
    const idle = j.idle();
    jest.advanceTimersByTime(5);
    await idle;
    expect(pass).toHaveBeenCalledTimes(2);
    await j.stop();
  });

  it('plans the next pass sooner when nextPassInMs says so, never later than the interval', async () => {
    const pass = jest.fn(async () => {});
    const next = jest.fn<() => number>().mockReturnValueOnce(200).mockReturnValueOnce(5_000);
    const j = job({ pass, nextPassInMs: next });
    j.start();
    await j.idle();
    jest.advanceTimersByTime(200);
    await j.idle();
    expect(pass).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(999);
    await j.idle();
    expect(pass).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1);
    await j.idle();
    expect(pass).toHaveBeenCalledTimes(3);
    await j.stop();
  });

  it('logs a failed pass and keeps going', async () => {
    const error = jest.spyOn(logger, 'error');
    const pass = jest.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('store down'));
    const j = job({ pass });
    j.start();
    await j.idle();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'test job' }),
      'test job failed',
    );
    jest.advanceTimersByTime(1_000);
    await j.idle();
    expect(pass).toHaveBeenCalledTimes(2);
    await j.stop();
  });

  it('stop waits for the pass in flight and starts none afterwards', async () => {
    const passes = controlledPasses();
    const j = job({ pass: passes.pass });
    j.start();
    let stopped = false;
    const stopping = j.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    expect(j.stopped).toBe(true);
    await passes.finish(0);
    await stopping;
    j.nudge();
    j.start();
    jest.advanceTimersByTime(10_000);
    expect(passes.started).toHaveLength(1);
  });

  it('run() gives the pass result and joins a pass in flight', async () => {
    const passes = controlledPasses();
    const j = job({ pass: passes.pass });
    const first = j.run();
    const joined = j.run();
    expect(passes.started).toHaveLength(1);
    await passes.finish(0);
    expect(await first).toBe(1);
    expect(await joined).toBe(1);
  });
});
