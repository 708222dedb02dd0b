import { describe, expect, it } from '@jest/globals';
import { applyUpdate, assertValidUpdate } from './update.js';

const NOW = '2026-01-01T00:00:00.000Z';

describe('applyUpdate', () => {
  it('refuses to $set through a field that is not an object, as MongoDB does', () => {
    const doc: Record<string, unknown> = { user: 'ann' };
    expect(() => applyUpdate(doc, { $set: { 'user.name': 'x' } }, NOW)).toThrow(/not an object/);
  });

  it('refuses $inc of a non-number and $push to a non-array', () => {
    expect(() => applyUpdate({ n: null }, { $inc: { n: 1 } }, NOW)).toThrow(/not a number/);
    expect(() => applyUpdate({ tags: 'a' }, { $push: { tags: 'b' } }, NOW)).toThrow(/not an array/);
  });

  it('does not copy caller objects by reference into the record', () => {
    const settings = { retries: 1 };
    const doc: Record<string, unknown> = {};
    applyUpdate(doc, { $set: { settings } }, NOW);
    settings.retries = 2;
    expect(doc.settings).toEqual({ retries: 1 });
  });
});

describe('assertValidUpdate', () => {
  it('names the field it refuses', () => {
    expect(() => assertValidUpdate({ $set: { 'team_id.x': 1 } })).toThrow(/team_id\.x/);
    expect(() => assertValidUpdate({ $inc: { n: Number.NaN } })).toThrow(/finite/);
  });
});
