import { describe, expect, it } from '@jest/globals';
import { cutAt } from './text.js';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('cutAt', () => {
  it('keeps text that fits whole', () => {
    expect(cutAt('hello', 5)).toBe('hello');
    expect(cutAt('', 0)).toBe('');
  });

  it('keeps the first max characters of longer text', () => {
    expect(cutAt('hello world', 5)).toBe('hello');
  });

  it('drops a whole emoji rather than keep half of it', () => {
    // '😀' is two code units; a cut after 'ab' plus its first half would leave a lone surrogate.
    expect(cutAt('ab😀cd', 3)).toBe('ab');
    expect(cutAt('ab😀cd', 4)).toBe('ab😀');
  });

  it('never returns a lone surrogate at any cut', () => {
    const text = '😀a😀😀b';
    for (let max = 0; max <= text.length; max += 1) {
      const kept = cutAt(text, max);
      expect(kept.length).toBeLessThanOrEqual(max);
      expect(kept).not.toMatch(LONE_SURROGATE);
      expect(text.startsWith(kept)).toBe(true);
    }
  });
});
