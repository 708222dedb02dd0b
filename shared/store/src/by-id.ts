/**
 * The get / patch / delete of one record by id that every team-owned resource needs, with the
 * contract's 404 (`RESOURCE_NOT_FOUND` naming the resource type, also for another team's record).
 */
import { NotFoundError } from '@switchboard/kit/errors';
import type { BaseRecord, Collection, Scope } from './port.js';

/** The record, or NotFoundError(resourceType, id). */
export async function getById<T extends BaseRecord>(
  collection: Collection<T>,
  scope: Scope,
  id: string,
  resourceType: string,
): Promise<T> {
  const record = await collection.findById(scope, id);
  if (!record) throw new NotFoundError(resourceType, id);
  return record;
}

/** The fields of a PATCH body that were given (`undefined` means "leave as it is"). */
export function givenFields(changes: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/**
 * Sets `set` on the record read as `current` and returns it as updated; with nothing to set,
 * returns `current` without a write. NotFoundError when it was deleted in between.
 */
export async function updateById<T extends BaseRecord>(
  collection: Collection<T>,
  scope: Scope,
  current: T,
  set: Record<string, unknown>,
  resourceType: string,
): Promise<T> {
  if (Object.keys(set).length === 0) return current;
  const updated = await collection.updateOne(scope, { id: current.id }, { $set: set });
  if (!updated) throw new NotFoundError(resourceType, current.id);
  return updated;
}

/** Deletes the record, or NotFoundError(resourceType, id) when there is none. */
export async function deleteById<T extends BaseRecord>(
  collection: Collection<T>,
  scope: Scope,
  id: string,
  resourceType: string,
): Promise<void> {
  const deleted = await collection.deleteMany(scope, { id });
  if (deleted === 0) throw new NotFoundError(resourceType, id);
}
