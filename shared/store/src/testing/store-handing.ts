import type { BaseRecord, Collection, DocumentStore } from '../port.js';

/**
 * Test support: a store whose `collection()` hands out `collection` itself, for building a
 * collection's owner over an object the test watches or breaks (a spy on its reads, a lost reply).
 * Not used by the services themselves.
 */
export function storeHanding<R extends BaseRecord>(collection: Collection<R>): DocumentStore {
  const store: Pick<DocumentStore, 'collection'> = {
    collection: <T extends BaseRecord>() => collection as unknown as Collection<T>,
  };
  return store as DocumentStore;
}
