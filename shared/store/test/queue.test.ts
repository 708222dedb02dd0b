import { describe, expect, it } from '@jest/globals';
import { itExact } from '../src/testing/exactness.js';
import {
  ALL_TEAMS,
  teamScope,
  type Collection,
  type CollectionSpec,
  type Scope,
  type Sort,
} from '../src/port.js';
import { payloads, PROCESS_TEST_TIMEOUT_MS } from './support/child.js';
import { engineNames, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useChildGroup, useStore } from './support/store-fixture.js';

const OLDEST_FIRST: Sort = [
  ['created_at', 1],
  ['id', 1],
];

function jobSpec(): CollectionSpec {
  return {
    name: uniqueName('jobs'),
    indexes: [
      {
        fields: [
          ['status', 1],
          ['created_at', 1],
        ],
      },
    ],
  };
}

/** Claims the oldest queued job for `worker`, the way the agent runner takes executions. */
function claim(jobs: Collection<Item>, scope: Scope, worker: string): Promise<Item | null> {
  return jobs.updateOne(
    scope,
    { status: 'queued' },
    { $set: { status: 'running', worker }, $inc: { attempts: 1 } },
    { sort: OLDEST_FIRST },
  );
}

describe.each(engineNames())('%s store: updateOne as a work queue', (engine) => {
  const processes = useChildGroup();
  const db = useStore(engine);

  /** A new collection holding `count` queued jobs spread over `teams`. */
  async function queue(count: number, teams = ['team_a']): Promise<Collection<Item>> {
    return queueNamed(jobSpec(), count, teams);
  }

  async function queueNamed(
    spec: CollectionSpec,
    count: number,
    teams: string[],
  ): Promise<Collection<Item>> {
    const jobs = db.store.collection<Item>(spec);
    for (let i = 0; i < count; i += 1) {
      await jobs.insert(item(teams[i % teams.length] as string, i, { status: 'queued' }));
    }
    return jobs;
  }

  it('claims in sort order and returns null when the queue is empty', async () => {
    const jobs = await queue(3);
    const claimed = [];
    for (
      let job = await claim(jobs, ALL_TEAMS, 'w');
      job;
      job = await claim(jobs, ALL_TEAMS, 'w')
    ) {
      claimed.push(job);
    }
    expect(claimed.map((job) => job.id)).toEqual([
      'team_a_item_00000',
      'team_a_item_00001',
      'team_a_item_00002',
    ]);
    expect(claimed.every((job) => job.status === 'running' && job.attempts === 1)).toBe(true);
    expect(await jobs.count(ALL_TEAMS, { status: 'queued' })).toBe(0);
  });

  itExact('many concurrent claimers in one process never get the same job', engine, async () => {
    const jobs = await queue(200, ['team_a', 'team_b', 'team_c']);
    const workers = Array.from({ length: 20 }, async (_, w) => {
      const mine: string[] = [];
      for (;;) {
        const job = await claim(jobs, ALL_TEAMS, `w${w}`);
        if (!job) return mine;
        mine.push(job.id);
      }
    });
    const claimedByWorker = await Promise.all(workers);
    const all = claimedByWorker.flat();
    expect(all).toHaveLength(200);
    expect(new Set(all).size).toBe(200);
    const running = await jobs.find(ALL_TEAMS, { status: 'running' });
    for (const job of running) {
      const owner = claimedByWorker.findIndex((mine) => mine.includes(job.id));
      expect(job.worker).toBe(`w${owner}`);
      expect(job.attempts).toBe(1);
    }
  });

  it('a team-scoped claim only takes that team’s jobs', async () => {
    const jobs = await queue(6, ['team_a', 'team_b']);
    const taken: string[] = [];
    for (let job = await claim(jobs, teamScope('team_b'), 'w'); job;) {
      taken.push(job.team_id);
      job = await claim(jobs, teamScope('team_b'), 'w');
    }
    expect(taken).toEqual(['team_b', 'team_b', 'team_b']);
    expect(await jobs.count(teamScope('team_a'), { status: 'queued' })).toBe(3);
  });

  it('re-claims a job whose lease has expired, and only that one', async () => {
    const jobs = db.store.collection<Item>(jobSpec());
    await jobs.insert(
      item('team_a', 1, { status: 'running', lease_until: '2026-01-01T00:00:10.000Z' }),
    );
    await jobs.insert(
      item('team_a', 2, { status: 'running', lease_until: '2026-01-01T00:05:00.000Z' }),
    );
    const now = '2026-01-01T00:01:00.000Z';
    const reclaim = () =>
      jobs.updateOne(
        ALL_TEAMS,
        { status: 'running', lease_until: { $lt: now } },
        { $set: { lease_until: '2026-01-01T00:02:00.000Z', worker: 'rescuer' } },
        { sort: OLDEST_FIRST },
      );
    expect((await reclaim())?.id).toBe('team_a_item_00001');
    expect(await reclaim()).toBeNull();
  });

  itExact(
    'two OS processes claiming from the same database never get the same job',
    engine,
    async () => {
      const spec = jobSpec();
      const jobs = await queueNamed(spec, 1000, ['team_a', 'team_b']);
      const args = { ...db.harness.location, collection: spec.name };
      const children = [processes.start('claim', args), processes.start('claim', args)];
      try {
        await Promise.all(children.map((child) => child.waitForLine('ready')));
        for (const child of children) child.send('go');
        // Each child claims one job and waits: both are in the race before either can drain it.
        await Promise.all(children.map((child) => child.waitForLine('first')));
        for (const child of children) child.send('both');
        await Promise.all(
          children.map((child) =>
            child.waitFor((lines) => lines.some((l) => l.startsWith('done '))),
          ),
        );
      } finally {
        await Promise.all(children.map((child) => child.stop()));
      }

      const claimed = children.map((child) => payloads(child.lines, 'claimed'));
      const all = claimed.flat();
      expect(all).toHaveLength(1000);
      expect(new Set(all).size).toBe(1000);
      // Both processes really competed for the queue.
      expect(claimed[0]?.length).toBeGreaterThan(0);
      expect(claimed[1]?.length).toBeGreaterThan(0);
      const stored = await jobs.find(ALL_TEAMS, {});
      for (const job of stored) {
        const owner = children.findIndex((_, i) => claimed[i]?.includes(job.id));
        expect(job.worker).toBe(children[owner]?.pid);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
