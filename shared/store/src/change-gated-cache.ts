/**
 * Records a process reads on every request but that rarely change (an API key, a channel, its bot,
 * the bot's integrations), kept in memory for as long as the store can tell nothing changed them:
 * its change token for their collections (opened `cached`) stays the same, i.e. no process has
 * written to them since. On a store without a change token (MongoDB) nothing is kept and every
 * read is the store's. Kept values are frozen: every caller gets the same object.
 */
import type { DocumentStore } from './port.js';

/** Entries kept before the cache starts over (a deployment reads far fewer hot records). */
const MAX_ENTRIES = 10_000;

export class ChangeGatedCache {
  private readonly entries = new Map<string, { token: string; value: unknown }>();

  constructor(
    private readonly store: Pick<DocumentStore, 'changeToken'>,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** Whether values are kept at all: the store has a change token (SQLite; not MongoDB). */
  get keeps(): boolean {
    return this.store.changeToken !== undefined;
  }

  /**
   * The value kept under `key` if nothing in `collections` changed since it was read; undefined
   * when none is kept or it may be out of date. Never reads the store beyond the change token.
   */
  peek<V>(collections: readonly string[], key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    return entry.token === this.store.changeToken?.(collections) ? (entry.value as V) : undefined;
  }

  /**
   * The value under `key`, read from `collections` by `load`: kept from an earlier call while
   * nothing in those collections changed since that read began. `keep` says which values may be
   * kept (the key cache keeps no unknown key, so guessed keys cannot crowd out the ones in use).
   */
  async get<V>(
    collections: readonly string[],
    key: string,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    // Taken before the read: a write landing during it makes the entry miss next time.
    const token = this.store.changeToken?.(collections);
    // Frozen either way, so a caller that mutates one fails alike on every engine.
    if (token === undefined) return deepFreeze(await load());
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.token === token) return entry.value as V;
    const value = await load();
    if (!keep(value)) {
      this.entries.delete(key);
      return value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { token, value: deepFreeze(value) });
    return value;
  }
}

function deepFreeze<V>(value: V): V {
  if (value === null || typeof value !== 'object') return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
