import { describe, expect, it } from '@jest/globals';
import { newId } from './ids.js';

describe('newId', () => {
  it('prefixes ids with the record kind', () => {
    expect(newId('bot')).toMatch(/^bot_[0-9a-z]{26}$/);
    expect(newId('agentLoop')).toMatch(/^loop_/);
  });

  it('makes ids that sort in creation order', () => {
    const ids = Array.from({ length: 1000 }, () => newId('message'));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
