import { beforeAll, describe, expect, it } from '@jest/globals';
import { ALL_TEAMS, teamScope, type Collection, type Filter } from '../src/port.js';
import { engineNames, uniqueName } from './support/engines.js';
import { item, type Item } from './support/records.js';
import { useStore } from './support/store-fixture.js';

const A = teamScope('team_a');

/** Team A's fixture: one record per interesting shape of each field. */
const FIXTURE: Item[] = [
  item('team_a', 0, {
    status: 'open',
    n: 1,
    flag: true,
    score: 10,
    user: { id: 'u1', name: 'Ann' },
  }),
  item('team_a', 1, { status: 'open', n: 5, flag: false, score: null, user: { id: 'u2' } }),
  item('team_a', 2, { status: 'closed', n: 10, score: 30, tags: ['red'] }),
  item('team_a', 3, { status: 'pending', n: 5, flag: true, user: { id: 'u1', name: 'Ann' } }),
  item('team_a', 4, { n: -2 }),
];

describe.each(engineNames())('%s store: filters and ordering', (engine) => {
  const db = useStore(engine);
  let col: Collection<Item>;

  beforeAll(async () => {
    col = db.store.collection<Item>({ name: uniqueName('items') });
    for (const record of FIXTURE) await col.insert(record);
    // Team B holds look-alikes of team A's records; no filter on A may ever return them.
    await col.insert(item('team_b', 0, { status: 'open', n: 1, flag: true, user: { id: 'u1' } }));
  });

  /** Fixture numbers (`i`) of team A's matches, in creation order; also checks count agrees. */
  async function matches(filter: Filter): Promise<number[]> {
    const found = await col.find(A, filter, { sort: [['created_at', 1]] });
    expect(await col.count(A, filter)).toBe(found.length);
    return found.map((record) => FIXTURE.findIndex((f) => f.id === record.id));
  }

  it.each<[string, Filter, number[]]>([
    ['string equality', { status: 'open' }, [0, 1]],
    ['number equality', { n: 5 }, [1, 3]],
    ['boolean equality', { flag: true }, [0, 3]],
    ['false is not missing', { flag: false }, [1]],
    ['null matches null and missing', { score: null }, [1, 3, 4]],
    ['dotted path', { 'user.id': 'u1' }, [0, 3]],
    ['dotted path to a missing parent', { 'user.name': 'Ann' }, [0, 3]],
    ['several fields are all required', { status: 'open', n: 1 }, [0]],
    ['$in', { status: { $in: ['closed', 'pending'] } }, [2, 3]],
    ['$in with numbers', { n: { $in: [1, 10] } }, [0, 2]],
    ['$in on a dotted path', { 'user.id': { $in: ['u2'] } }, [1]],
    ['$in with no values matches nothing', { status: { $in: [] } }, []],
    ['$nin also matches missing fields', { status: { $nin: ['open', 'closed'] } }, [3, 4]],
    ['$nin with no values matches everything', { status: { $nin: [] } }, [0, 1, 2, 3, 4]],
    ['$ne also matches missing fields', { flag: { $ne: true } }, [1, 2, 4]],
    ['$ne null means present and not null', { score: { $ne: null } }, [0, 2]],
    ['$lt', { n: { $lt: 5 } }, [0, 4]],
    ['$lte', { n: { $lte: 5 } }, [0, 1, 3, 4]],
    ['$gt', { n: { $gt: 5 } }, [2]],
    ['$gte', { n: { $gte: 5 } }, [1, 2, 3]],
    ['a range: two operators on one field', { n: { $gt: 0, $lt: 10 } as never }, [0, 1, 3]],
    ['string comparison on created_at', { created_at: { $gte: FIXTURE[3]!.created_at } }, [3, 4]],
    ['comparison on id', { id: { $lt: FIXTURE[2]!.id } }, [0, 1]],
    ['$in on id', { id: { $in: [FIXTURE[4]!.id, 'team_b_item_00000'] } }, [4]],
    ['$exists true (null counts as present)', { score: { $exists: true } }, [0, 1, 2]],
    ['$exists false', { score: { $exists: false } }, [3, 4]],
    ['$exists on a dotted path', { 'user.name': { $exists: true } }, [0, 3]],
    ['$exists on an array field', { tags: { $exists: true } }, [2]],
    ['{} matches everything in scope', {}, [0, 1, 2, 3, 4]],
  ])('%s', async (_name, filter, expected) => {
    expect(await matches(filter)).toEqual(expected);
  });

  it('ALL_TEAMS filters across teams', async () => {
    expect(await col.count(ALL_TEAMS, { 'user.id': 'u1' })).toBe(3);
  });

  it.each<[string, Filter]>([
    ['an unknown operator', { status: { $regex: 'op' } } as unknown as Filter],
    ['a top-level operator', { $where: 'true' } as unknown as Filter],
    ['an object value', { user: { id: 'u1' } } as unknown as Filter],
    ['a field path with SQL in it', { "status') OR 1=1 --": 'x' }],
    ['$in without an array', { status: { $in: 'open' } } as unknown as Filter],
  ])('rejects %s', async (_name, filter) => {
    await expect(col.find(A, filter)).rejects.toThrow(TypeError);
    await expect(col.count(A, filter)).rejects.toThrow(TypeError);
  });

  it('sorts by a number ascending and descending, ties broken by the next key', async () => {
    const ascending = await col.find(
      A,
      {},
      {
        sort: [
          ['n', 1],
          ['id', 1],
        ],
      },
    );
    expect(ascending.map((record) => record.n)).toEqual([-2, 1, 5, 5, 10]);
    expect(ascending[2]?.id).toBe(FIXTURE[1]?.id);
    const descending = await col.find(
      A,
      {},
      {
        sort: [
          ['n', -1],
          ['id', -1],
        ],
      },
    );
    expect(descending.map((record) => record.n)).toEqual([10, 5, 5, 1, -2]);
    expect(descending[1]?.id).toBe(FIXTURE[3]?.id);
  });

  it('sorts by strings, by a dotted path, and puts missing values first ascending', async () => {
    const byStatus = await col.find(
      A,
      { status: { $exists: true } },
      {
        sort: [
          ['status', 1],
          ['id', 1],
        ],
      },
    );
    expect(byStatus.map((record) => record.status)).toEqual(['closed', 'open', 'open', 'pending']);
    const byUser = await col.find(
      A,
      {},
      {
        sort: [
          ['user.id', 1],
          ['id', 1],
        ],
      },
    );
    expect(byUser.map((record) => record.user?.id ?? null)).toEqual([null, null, 'u1', 'u1', 'u2']);
  });
});
