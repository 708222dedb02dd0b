import { describe, expect, it } from '@jest/globals';
import { StoreUnavailableError } from '@switchboard/kit/errors';
import { loseReplyOfNextWrite } from '../src/testing/lost-reply.js';
import { ALL_TEAMS, type Collection, type Sort } from '../src/port.js';
import { engineNames, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';

const OLDEST_FIRST: Sort = [
  ['created_at', 1],
  ['id', 1],
];

describe.each(engineNames())('%s store: claimOne, the retryable queue claim', (engine) => {
  const db = useStore(engine);

  async function queue(count: number): Promise<Collection<Item>> {
    const jobs = db.store.collection<Item>({
      name: uniqueName('jobs'),
      indexes: [
        {
          fields: [
            ['status', 1],
            ['created_at', 1],
            ['id', 1],
          ],
        },
      ],
    });
    for (let i = 0; i < count; i += 1) await jobs.insert(item('team_a', i, { status: 'queued' }));
    return jobs;
  }

  function claim(jobs: Collection<Item>, mark: string): Promise<Item | null> {
    return jobs.claimOne(
      ALL_TEAMS,
      { status: 'queued' },
      { $set: { status: 'running' }, $inc: { attempts: 1 } },
      { sort: OLDEST_FIRST, mark: ['claim_id', mark] },
    );
  }

  it('claims the first match in sort order, marked, and null once none is left', async () => {
    const jobs = await queue(2);
    expect(await claim(jobs, 'c1')).toMatchObject({
      id: 'team_a_item_00000',
      status: 'running',
      attempts: 1,
      claim_id: 'c1',
    });
    expect((await claim(jobs, 'c2'))?.id).toBe('team_a_item_00001');
    expect(await claim(jobs, 'c3')).toBeNull();
  });

  it('after a lost reply returns the record the claim took, instead of claiming a second', async () => {
    const jobs = await queue(2);
    loseReplyOfNextWrite(jobs);
    expect(await claim(jobs, 'c1')).toMatchObject({ id: 'team_a_item_00000', attempts: 1 });
    expect(await jobs.count(ALL_TEAMS, { status: 'queued' })).toBe(1);
  });

  it('claims again after a failure that happened before the claim landed', async () => {
    const jobs = await queue(1);
    let failures = 0;
    const patched = jobs as unknown as Record<string, unknown>;
    const original = jobs.updateOne.bind(jobs);
    patched.updateOne = (...args: Parameters<typeof original>) => {
      failures += 1;
      if (failures === 1) return Promise.reject(new StoreUnavailableError('refused (test)'));
      return original(...args);
    };
    expect(await claim(jobs, 'c1')).toMatchObject({ id: 'team_a_item_00000', attempts: 1 });
    expect(failures).toBe(2);
  });

  it('gives up with the StoreUnavailableError when the store stays unreachable', async () => {
    const jobs = await queue(1);
    const patched = jobs as unknown as Record<string, unknown>;
    let calls = 0;
    patched.updateOne = patched.findOne = () => {
      calls += 1;
      return Promise.reject(new StoreUnavailableError('unreachable (test)'));
    };
    await expect(claim(jobs, 'c1')).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(calls).toBeGreaterThanOrEqual(3);
    delete patched.updateOne;
    delete patched.findOne;
    expect(await jobs.count(ALL_TEAMS, { status: 'queued' })).toBe(1);
  });

  it('refuses a claim without a mark value', async () => {
    const jobs = await queue(1);
    await expect(claim(jobs, '')).rejects.toThrow(/non-empty string/);
  });
});
