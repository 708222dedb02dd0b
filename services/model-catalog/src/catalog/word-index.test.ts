import { describe, expect, it } from '@jest/globals';
import { WORD_MATCH_SCORE, createWordIndex, splitToken, tokenize } from './word-index.js';

const TEXTS = [
  'deepseek/deepseek-chat deepseek chat supports reasoning',
  'anthropic/claude-sonnet-5 anthropic vision reasoning',
  'qwen/qwen3-coder qwen coding agents',
  'meta-llama/llama-3.3-70b-instruct meta llama chat',
  'mistralai/codestral-2508 mistral coding',
];

const entries = (index: ReturnType<typeof createWordIndex>, query: string) =>
  [...index.match(tokenize(query)).entries.keys()].sort();

describe('tokenize and splitToken', () => {
  it('keeps ids and versions whole as tokens, and splits them into parts', () => {
    expect(tokenize('openai/gpt-4o, reads text')).toEqual(['openai', 'gpt-4o', 'reads', 'text']);
    expect(splitToken('qwen3-coder')).toEqual(['qwen', '3', 'coder']);
    expect(splitToken('llama-3.3-70b')).toEqual(['llama', '3', '3', '70', 'b']);
  });
});

describe('createWordIndex', () => {
  const index = createWordIndex(TEXTS);

  it('matches words as typed and as prefixes without correcting them', () => {
    expect(entries(index, 'reason')).toEqual([0, 1]);
    expect(index.match(['chat']).correctedQuery).toBeNull();
    expect(index.correctedWords(['chat', 'reason'])).toEqual([]);
  });

  it('corrects a misspelt word and scores it behind words typed right', () => {
    const match = index.match(['reasning']);
    expect([...match.entries.keys()].sort()).toEqual([0, 1]);
    expect(match.correctedQuery).toBe('reasoning');
    for (const score of match.entries.values()) expect(score).toBeGreaterThan(WORD_MATCH_SCORE);
  });

  it('splits a run-together id and corrects only the part that matches nothing', () => {
    expect(index.correctedWords(['deepsek-chat'])).toEqual(['deepsek']);
    const match = index.match(['deepsek-chat']);
    expect([...match.entries.keys()]).toEqual([0]);
    expect(match.correctedQuery).toBe('deepseek-chat');
  });

  it('requires every query word, corrected or not', () => {
    expect(entries(index, 'antropic visoin')).toEqual([1]);
    expect(entries(index, 'lama chat')).toEqual([3]);
    expect(entries(index, 'antropic coding')).toEqual([]);
  });

  it('does not correct short words or words nothing resembles', () => {
    expect(index.correctedWords(['cht'])).toEqual([]);
    expect(entries(index, 'cht')).toEqual([]);
    expect(entries(index, 'zzqqxxjj')).toEqual([]);
  });

  it('corrects a repeated word once and leaves words longer than any catalog word alone', () => {
    expect(index.correctedWords(['reasning', 'visoin', 'reasning'])).toEqual([
      'reasning',
      'visoin',
    ]);
    expect(index.correctedWords(['reasoning'.repeat(4)])).toEqual([]);
  });

  it('does not correct a word into a longer one that merely contains a near spelling of it', () => {
    // "best" is one letter from the "dest" inside "codestral".
    expect(entries(index, 'best')).toEqual([]);
    expect(index.match(['best']).correctedQuery).toBe('best');
  });

  it('builds its fuse.js vocabulary from word parts, not whole ids', () => {
    expect(index.vocabulary).toContain('deepseek');
    expect(index.vocabulary).toContain('coder');
    expect(index.vocabulary).not.toContain('deepseek-chat');
  });
});
