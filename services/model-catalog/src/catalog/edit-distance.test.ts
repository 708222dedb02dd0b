import { describe, expect, it } from '@jest/globals';
import { editDistance, prefixEditDistance } from './edit-distance.js';

describe('editDistance', () => {
  it.each([
    ['gpt-4o-mini', 'gpt-4o-mini', 0],
    ['gpt-4o-mimi', 'gpt-4o-mini', 1],
    ['gtp-4o', 'gpt-4o', 1],
    ['gpt-4o', 'gpt-4o-mini', 5],
    ['anthropic/claude-sonnet-latest', '~anthropic/claude-sonnet-latest', 1],
    ['', 'abc', 3],
  ])('counts %s -> %s as %i edits', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('answers limit + 1 for anything further than the limit', () => {
    expect(editDistance('gpt-4o', 'gpt-4o-mini', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('counts only the typos of a shortened id, not the characters left off', () => {
    expect(prefixEditDistance('llama-3-70b', 'llama-3.3-70b-instruct')).toBe(2);
    expect(prefixEditDistance('gpt-4o-mimi', 'gpt-4o-mini-2024-07-18')).toBe(1);
    expect(prefixEditDistance('gpt-4o-mini:nonsense', 'gpt-4o-mini')).toBe(9);
  });
});
