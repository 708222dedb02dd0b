/**
 * A store that times every operation it passes on (for the store-latency histogram of /metrics),
 * whichever engine is underneath. Used only when metrics are on; the records, errors and
 * guarantees are the wrapped store's.
 */
import type { Metrics } from '@switchboard/kit/metrics/metrics';
import type { BlobStore } from './blobs.js';
import type {
  BaseRecord,
  ClaimOptions,
  Collection,
  CollectionSpec,
  DocumentStore,
  Filter,
  FindOptions,
  Page,
  PageOptions,
  Scope,
  Update,
  WriteStep,
} from './port.js';

export type StoreOperation =
  | 'insert'
  | 'find_by_id'
  | 'find_one'
  | 'find'
  | 'count'
  | 'find_page'
  | 'update_one'
  | 'claim_one'
  | 'update_many'
  | 'delete_many'
  | 'increment_counter'
  | 'write_together';

/** Told each operation's collection, kind and duration in seconds, failed ones included. */
export type ObserveOperation = (
  collection: string,
  operation: StoreOperation,
  seconds: number,
) => void;

/** The collection of the store's rate-limit counters, as the histogram labels it. */
const COUNTERS_LABEL = '_counters';

async function timed<R>(
  observe: ObserveOperation,
  collection: string,
  operation: StoreOperation,
  work: Promise<R>,
  started: number,
): Promise<R> {
  try {
    return await work;
  } finally {
    observe(collection, operation, (performance.now() - started) / 1000);
  }
}

class ObservedCollection<T extends BaseRecord> implements Collection<T> {
  constructor(
    readonly inner: Collection<T>,
    readonly name: string,
    private readonly observe: ObserveOperation,
  ) {}

  private time<R>(operation: StoreOperation, run: () => Promise<R>): Promise<R> {
    const started = performance.now();
    return timed(this.observe, this.name, operation, run(), started);
  }

  insert(record: T): Promise<T> {
    return this.time('insert', () => this.inner.insert(record));
  }
  findById(scope: Scope, id: string): Promise<T | null> {
    return this.time('find_by_id', () => this.inner.findById(scope, id));
  }
  findOne(scope: Scope, filter: Filter<T>, options?: Pick<FindOptions, 'sort'>) {
    return this.time('find_one', () => this.inner.findOne(scope, filter, options));
  }
  find(scope: Scope, filter: Filter<T>, options?: FindOptions): Promise<T[]> {
    return this.time('find', () => this.inner.find(scope, filter, options));
  }
  count(scope: Scope, filter: Filter<T>): Promise<number> {
    return this.time('count', () => this.inner.count(scope, filter));
  }
  findPage(scope: Scope, filter: Filter<T>, options: PageOptions): Promise<Page<T>> {
    return this.time('find_page', () => this.inner.findPage(scope, filter, options));
  }
  updateOne(
    scope: Scope,
    filter: Filter<T>,
    update: Update<T>,
    options?: Pick<FindOptions, 'sort'>,
  ): Promise<T | null> {
    return this.time('update_one', () => this.inner.updateOne(scope, filter, update, options));
  }
  claimOne(
    scope: Scope,
    filter: Filter<T>,
    update: Update<T>,
    options: ClaimOptions,
  ): Promise<T | null> {
    return this.time('claim_one', () => this.inner.claimOne(scope, filter, update, options));
  }
  updateMany(scope: Scope, filter: Filter<T>, update: Update<T>): Promise<number> {
    return this.time('update_many', () => this.inner.updateMany(scope, filter, update));
  }
  deleteMany(scope: Scope, filter: Filter<T>): Promise<number> {
    return this.time('delete_many', () => this.inner.deleteMany(scope, filter));
  }
}

/**
 * `store` with every collection operation, counter increment and batch timed and told to
 * `observe`. A batch (`writeTogether`) is labelled with its first step's collection: the record
 * the others go with.
 */
export function observeStore(store: DocumentStore, observe: ObserveOperation): DocumentStore {
  const unwrap = (step: WriteStep): WriteStep => {
    const { collection } = step;
    return collection instanceof ObservedCollection
      ? { ...step, collection: collection.inner as Collection<BaseRecord> }
      : step;
  };
  const observed: DocumentStore = {
    collection<T extends BaseRecord>(spec: CollectionSpec): Collection<T> {
      return new ObservedCollection<T>(store.collection<T>(spec), spec.name, observe);
    },
    ready: () => store.ready(),
    ping: () => store.ping(),
    blobs: (name: string): BlobStore => store.blobs(name),
    incrementCounter(key: string, expiresAt: Date): Promise<number> {
      const started = performance.now();
      const work = store.incrementCounter(key, expiresAt);
      return timed(observe, COUNTERS_LABEL, 'increment_counter', work, started);
    },
    writeTogether(steps: readonly WriteStep[]): Promise<Array<BaseRecord | null>> {
      const started = performance.now();
      const head = steps[0]?.collection;
      const first = head instanceof ObservedCollection ? head.name : 'unknown';
      return timed(
        observe,
        first,
        'write_together',
        store.writeTogether(steps.map(unwrap)),
        started,
      );
    },
    close: () => store.close(),
  };
  if (store.changeToken) observed.changeToken = (collections) => store.changeToken!(collections);
  return observed;
}

/** Store operations take from tens of microseconds (an SQLite read) to seconds (a slow server). */
const STORE_BUCKETS_S = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
];

/**
 * `store` timed into the `switchboard_store_operation_duration_seconds` histogram (by collection
 * and operation) when metrics are on; `store` itself when they are off, at no cost.
 */
export function storeLatency(store: DocumentStore, metrics: Metrics): DocumentStore {
  if (!metrics.enabled) return store;
  const durations = metrics.histogram({
    name: 'switchboard_store_operation_duration_seconds',
    help: 'Duration of store operations, by collection and operation (failed ones included).',
    labels: ['collection', 'operation'],
    buckets: STORE_BUCKETS_S,
  });
  return observeStore(store, (collection, operation, seconds) =>
    durations.observe({ collection, operation }, seconds),
  );
}
