/**
 * What every repository of a team-owned resource offers over the collection it opens: insert, one
 * page, get (404 naming the resource, also for another team's record), update of the record read,
 * and delete. A repository extends it with its own named operations.
 */
import { deleteById, getById, updateById } from './by-id.js';
import {
  withId,
  type BaseRecord,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type Page,
  type PageOptions,
  type Scope,
} from './port.js';

/** Records read per page while scanning a team's records (`idsWhere`). */
const SCAN_CHUNK = 200;

export class TeamRecords<T extends BaseRecord> {
  protected readonly records: Collection<T>;

  /** Opens `spec`; `resourceType` is what a 404 names (`agent_loop`). */
  constructor(
    store: DocumentStore,
    spec: CollectionSpec,
    private readonly resourceType: string,
  ) {
    this.records = store.collection<T>(spec);
  }

  /** Stores a new record; ConflictError on a unique index. */
  insert(record: T): Promise<T> {
    return this.records.insert(record);
  }

  /** One page of the scope's records. */
  page(scope: Scope, options: PageOptions): Promise<Page<T>> {
    return this.records.findPage(scope, {}, options);
  }

  /** The record, or NotFoundError naming the resource. */
  get(scope: Scope, id: string): Promise<T> {
    return getById(this.records, scope, id, this.resourceType);
  }

  /** The record or null. */
  findById(scope: Scope, id: string): Promise<T | null> {
    return this.records.findById(scope, id);
  }

  /** Sets `set` on the record read as `current` (no write when empty); NotFoundError when gone. */
  update(scope: Scope, current: T, set: Record<string, unknown>): Promise<T> {
    return updateById(this.records, scope, current, set, this.resourceType);
  }

  /** Deletes the record, or NotFoundError when there is none. */
  delete(scope: Scope, id: string): Promise<void> {
    return deleteById(this.records, scope, id, this.resourceType);
  }

  /**
   * Ids of the scope's records that `matches` (a question the store cannot ask: an array's items,
   * a header's text), read in pages after the last id seen so records deleted or added meanwhile
   * shift nothing.
   */
  protected async idsWhere(scope: Scope, matches: (record: T) => boolean): Promise<string[]> {
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const chunk: T[] = await this.records.find(
        scope,
        after === null ? {} : withId({ $gt: after }),
        { sort: [['id', 1]], limit: SCAN_CHUNK },
      );
      for (const record of chunk) if (matches(record)) ids.push(record.id);
      if (chunk.length < SCAN_CHUNK) return ids;
      after = chunk[chunk.length - 1]!.id;
    }
  }
}
