/**
 * Test support: a write whose reply is lost on the network. The write takes effect, but the caller
 * gets a StoreUnavailableError, as when a connection drops between the server's commit and its
 * answer. Not used by the services themselves.
 */
import { StoreUnavailableError } from '@switchboard/kit/errors';
import type { BaseRecord, Collection } from '../port.js';

const WRITES = ['updateOne', 'updateMany', 'insert', 'deleteMany'] as const;

/**
 * Makes the next write through `collection` (any write method, also when reached from its own
 * claimOne) take effect and then fail; `meanwhile` runs between the two. Later writes are normal.
 */
export function loseReplyOfNextWrite<T extends BaseRecord>(
  collection: Collection<T>,
  meanwhile?: () => Promise<unknown>,
): void {
  const patched = collection as unknown as Record<string, unknown>;
  const restore = (): void => {
    for (const method of WRITES) delete patched[method];
  };
  for (const method of WRITES) {
    const original = (collection[method] as (...args: unknown[]) => Promise<unknown>).bind(
      collection,
    );
    patched[method] = async (...args: unknown[]) => {
      restore();
      await original(...args);
      await meanwhile?.();
      throw new StoreUnavailableError('The connection closed before the reply (test).');
    };
  }
}
