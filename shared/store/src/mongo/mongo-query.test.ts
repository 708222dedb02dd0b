import { describe, expect, it } from '@jest/globals';
import {
  fromMongoDoc,
  toMongoDoc,
  toMongoFilter,
  toMongoIndexKey,
  toMongoSort,
  toMongoUpdate,
} from './mongo-query.js';

// The MongoDB engine's translations, checked without a server (the contract suite runs the engine
// itself when MONGODB_URI is set).
describe('MongoDB translation', () => {
  it('maps id to _id and back, storing JSON', () => {
    const doc = toMongoDoc({
      id: 'bot_1',
      team_id: 'team_a',
      created_at: '2026-01-01T00:00:00.000Z',
      at: new Date('2026-02-01T00:00:00.000Z'),
    } as never);
    expect(doc).toEqual({
      _id: 'bot_1',
      team_id: 'team_a',
      created_at: '2026-01-01T00:00:00.000Z',
      at: '2026-02-01T00:00:00.000Z',
    });
    expect(fromMongoDoc(doc)).toEqual({ id: 'bot_1', ...doc, _id: undefined });
    expect('_id' in fromMongoDoc(doc)).toBe(false);
  });

  it('adds the team to every query and keeps a team_id condition from widening it', () => {
    expect(toMongoFilter('team_a', { id: 'x', n: { $gt: 1, $lt: 5 } })).toEqual({
      team_id: 'team_a',
      _id: { $eq: 'x' },
      n: { $gt: 1, $lt: 5 },
    });
    expect(toMongoFilter('team_a', { team_id: 'team_b' })).toEqual({
      $and: [{ team_id: 'team_a' }, { team_id: { $eq: 'team_b' } }],
    });
    expect(toMongoFilter(undefined, { status: null })).toEqual({ status: { $eq: null } });
  });

  it('refuses operators outside the port, so caller values cannot inject $where', () => {
    expect(() => toMongoFilter('team_a', { $where: 'sleep(1000)' } as never)).toThrow(TypeError);
    expect(() => toMongoFilter('team_a', { name: { $regex: '.*' } } as never)).toThrow(TypeError);
  });

  it('translates sorts, updates and index keys', () => {
    expect(
      toMongoSort([
        ['created_at', -1],
        ['id', -1],
      ]),
    ).toEqual([
      ['created_at', -1],
      ['_id', -1],
    ]);
    expect(toMongoSort([])).toBeUndefined();
    expect(
      toMongoUpdate(
        { $set: { a: 1, skip: undefined }, $inc: { n: 2 }, $push: { log: 'x' }, $unset: ['b'] },
        '2026-01-01T00:00:00.000Z',
      ),
    ).toEqual({
      $set: { a: 1, updated_at: '2026-01-01T00:00:00.000Z' },
      $inc: { n: 2 },
      $push: { log: 'x' },
      $unset: { b: '' },
    });
    expect(
      toMongoIndexKey({
        fields: [
          ['team_id', 1],
          ['id', -1],
        ],
      }),
    ).toEqual({
      team_id: 1,
      _id: -1,
    });
  });
});
