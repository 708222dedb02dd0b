import { beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import Fuse, { type IFuseOptions } from 'fuse.js';
import type { CatalogModel } from '@switchboard/contracts/catalog';
import { DEFAULT_DATA_FILE } from '../../config.js';
import { loadCatalog, type Catalog } from '../catalog.js';
import { FastFuse } from './fast-fuse.js';
import { FUSE_KEYS, FUSE_OPTIONS } from '../search-index.js';
import { VOCABULARY_FUSE_OPTIONS } from '../word-index.js';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await loadCatalog(DEFAULT_DATA_FILE);
});

/** The same search with plain fuse.js and with FastFuse, every result with its score. */
function bothSearches<T>(
  docs: readonly T[],
  options: IFuseOptions<T>,
  keys: Parameters<typeof Fuse.createIndex>[0],
) {
  const plain = new Fuse(docs, options, Fuse.createIndex(keys, docs));
  const fast = new FastFuse(docs, options, Fuse.createIndex(keys, docs));
  const results = (fuse: Fuse<T>, query: string) =>
    fuse.search(query).map((r) => [r.refIndex, r.score]);
  return (query: string) => [results(plain, query), results(fast, query)];
}

/** Query words people type: catalog words, misspelt, run together, with odd characters. */
const queries = () => {
  const words = catalog.index.words.vocabulary;
  const word = fc.oneof(
    fc.constantFrom(...words),
    fc
      .constantFrom(...words)
      .chain((w) => fc.nat(w.length).map((at) => w.slice(0, at) + w.slice(at + 1))),
    fc
      .constantFrom(...words)
      .chain((w) =>
        fc
          .tuple(fc.nat(w.length), fc.constantFrom('x', 'e', '4', '-', 'é'))
          .map(([at, c]) => w.slice(0, at) + c + w.slice(at)),
      ),
    fc.string({ maxLength: 40 }),
  );
  return fc.array(word, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
};

/** Random queries (shaped by `shape`) get the same answers from both searches. */
function expectSameAsFuse(
  search: (query: string) => unknown[],
  numRuns: number,
  shape = (query: string) => query,
): void {
  fc.assert(
    fc.property(queries(), (query) => {
      const [plain, fast] = search(shape(query));
      expect(fast).toEqual(plain);
    }),
    { numRuns },
  );
}

describe('FastFuse', () => {
  it('finds exactly what fuse.js finds over names and providers, with the same scores', () => {
    const search = bothSearches<CatalogModel>(catalog.models, FUSE_OPTIONS, FUSE_KEYS);
    for (const query of ['claud sonet', 'gpt4o', 'lama 3', 'antropic opus', 'x'.repeat(40)]) {
      const [plain, fast] = search(query);
      expect(fast).toEqual(plain);
    }
    expectSameAsFuse(search, 150);
  });

  it('finds exactly what fuse.js finds in a list of words, with the same scores', () => {
    const words = catalog.index.words.vocabulary;
    const search = bothSearches<string>(words, VOCABULARY_FUSE_OPTIONS, []);
    expectSameAsFuse(search, 150, (query) => query.slice(0, 32));
  });

  it('finds what fuse.js finds in list fields, case-sensitive or not, with the same scores', () => {
    const docs = catalog.models.map((model) => ({
      name: model.name,
      words: model.description.split(' ').slice(0, 6),
    }));
    const keys = [
      { name: 'name', weight: 2 },
      { name: 'words', weight: 1 },
    ];
    for (const isCaseSensitive of [false, true]) {
      const options: IFuseOptions<(typeof docs)[number]> = {
        ...(FUSE_OPTIONS as IFuseOptions<unknown>),
        keys,
        isCaseSensitive,
      };
      const search = bothSearches(docs, options, keys);
      expectSameAsFuse(search, 60);
    }
  });

  it('orders, limits and scores as fuse.js does with other search options', () => {
    const optionSets: IFuseOptions<CatalogModel>[] = [
      { ...FUSE_OPTIONS, includeScore: false },
      { ...FUSE_OPTIONS, shouldSort: false },
      { ...FUSE_OPTIONS, ignoreFieldNorm: true },
    ];
    for (const options of optionSets) {
      const plain = new Fuse(catalog.models, options, Fuse.createIndex(FUSE_KEYS, catalog.models));
      const fast = new FastFuse(
        catalog.models,
        options,
        Fuse.createIndex(FUSE_KEYS, catalog.models),
      );
      fc.assert(
        fc.property(queries(), fc.integer({ min: -1, max: 30 }), (query, limit) => {
          expect(fast.search(query, { limit })).toEqual(plain.search(query, { limit }));
        }),
        { numRuns: 40 },
      );
    }
  });

  it('finds what fuse.js finds after models are added to and removed from the collection', () => {
    const [first, second, ...rest] = catalog.models;
    const plain = new Fuse(rest, FUSE_OPTIONS);
    const fast = new FastFuse(rest, FUSE_OPTIONS);
    const same = (query: string) => expect(fast.search(query)).toEqual(plain.search(query));
    same('claud sonet');
    for (const fuse of [plain, fast]) fuse.add(first as CatalogModel);
    same('claud sonet');
    for (const fuse of [plain, fast]) fuse.removeAt(0);
    same('claud sonet');
    for (const fuse of [plain, fast]) fuse.add(second as CatalogModel);
    same('gpt4o');
    for (const fuse of [plain, fast]) fuse.remove((model) => model.id.startsWith('openai/'));
    same('gpt4o');
    for (const fuse of [plain, fast]) fuse.setCollection(catalog.models.slice(0, 10));
    same('gpt4o');
  });

  it('answers a repeated query the same way as the first time', () => {
    const fast = new FastFuse(
      catalog.models,
      FUSE_OPTIONS,
      Fuse.createIndex(FUSE_KEYS, catalog.models),
    );
    const first = fast.search('claud sonet');
    expect(first.length).toBeGreaterThan(0);
    expect(fast.search('claud sonet')).toEqual(first);
  });
});
