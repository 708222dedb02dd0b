import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { bitapSearcher, type BitapOptions } from './bitap.js';
import { FUSE_OPTIONS } from '../search-index.js';
import { VOCABULARY_FUSE_OPTIONS } from '../word-index.js';

/** fuse.js's defaults for the options the bitap search reads. */
const DEFAULTS: BitapOptions = {
  location: 0,
  distance: 100,
  threshold: 0.6,
  findAllMatches: false,
  ignoreLocation: false,
};

const OPTION_SETS: BitapOptions[] = [
  { ...DEFAULTS, ignoreLocation: true, threshold: FUSE_OPTIONS.threshold ?? 0 },
  { ...DEFAULTS, ...VOCABULARY_FUSE_OPTIONS } as BitapOptions,
  DEFAULTS,
  { ...DEFAULTS, distance: 0 },
  { ...DEFAULTS, location: 5, distance: 3, threshold: 0.8 },
  { ...DEFAULTS, findAllMatches: true, threshold: 0.4 },
  { ...DEFAULTS, ignoreLocation: true, threshold: 1 },
];

/** Few distinct characters, so that texts often hold the pattern with a few errors. */
const text = (maxLength: number) =>
  fc
    .array(fc.constantFrom('a', 'b', 'c', 'l', 'A', '-', ' ', '4', 'é', 'Ö', '😀'), {
      maxLength,
    })
    .map((chars) => chars.join(''));
const pattern = text(40)
  .map((p) => p.toLowerCase())
  .filter((p) => p.length > 0 && p.length <= 32);

/** fuse.js's own answer: Fuse.match runs its bitap searcher, lower-casing the text itself. */
function fuseAnswer(p: string, t: string, options: BitapOptions) {
  const { isMatch, score } = Fuse.match(p, t, options as IFuseOptions<string>);
  return { isMatch, score };
}

describe('bitapSearcher', () => {
  it('answers every pattern and text as fuse.js does, for each set of options', () => {
    for (const options of OPTION_SETS) {
      fc.assert(
        fc.property(pattern, text(60), (p, t) => {
          const { isMatch, score } = bitapSearcher(p, options)(t.toLowerCase());
          expect({ isMatch, score }).toEqual(fuseAnswer(p, t, options));
        }),
        { numRuns: 400 },
      );
    }
  });

  it('answers texts that contain the pattern, equal it or nearly do as fuse.js does', () => {
    const cases: [string, string][] = [
      ['claude', 'anthropic: claude sonnet 4.5'],
      ['claud', 'Anthropic: Claude Sonnet 4.5'],
      ['sonet', 'Anthropic: Claude Sonnet 4.5'],
      ['gpt', 'gpt'],
      ['gpt-4o', 'OpenAI: GPT-4o-mini'],
      ['lama', 'Meta: Llama 3.3 70B Instruct'],
      ['reasning', 'reasoning'],
      ['x'.repeat(32), 'x'.repeat(31)],
      ['ab', ''],
    ];
    for (const options of OPTION_SETS) {
      for (const [p, t] of cases) {
        const { isMatch, score } = bitapSearcher(p, options)(t.toLowerCase());
        expect({ isMatch, score }).toEqual(fuseAnswer(p, t, options));
      }
    }
  });
});
