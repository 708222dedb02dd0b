import { describe, expect, it } from '@jest/globals';
import { exceedsJsonDepth, JSON_MAX_DEPTH } from './json-depth.js';

/** `levels` arrays/objects nested inside each other, alternating, around a scalar. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) value = i % 2 === 0 ? [value] : { x: value };
  return value;
}

describe('exceedsJsonDepth', () => {
  it('counts a top-level object or array as one level and scalars as none', () => {
    expect(exceedsJsonDepth('text', 0)).toBe(false);
    expect(exceedsJsonDepth({}, 0)).toBe(true);
    expect(exceedsJsonDepth({ a: 1, b: 'two', c: null }, 1)).toBe(false);
    expect(exceedsJsonDepth({ a: [] }, 1)).toBe(true);
  });

  it(`accepts exactly ${JSON_MAX_DEPTH} levels and rejects one more`, () => {
    expect(exceedsJsonDepth(nested(JSON_MAX_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nested(JSON_MAX_DEPTH + 1))).toBe(true);
  });

  it('finds a deep branch beside shallow ones', () => {
    // The outer object and `c` are two levels, so nested(10) reaches level 12.
    expect(exceedsJsonDepth({ a: 1, b: [1, 2], c: { d: nested(10) } }, 12)).toBe(false);
    expect(exceedsJsonDepth({ a: 1, b: [1, 2], c: { d: nested(11) } }, 12)).toBe(true);
  });

  it('walks a value far deeper than the call stack allows without throwing', () => {
    expect(exceedsJsonDepth(nested(200_000))).toBe(true);
  });
});
