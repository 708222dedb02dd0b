/**
 * The create / get / patch / delete of one record by id that every team-owned resource needs,
 * with the contract's 404 (`RESOURCE_NOT_FOUND` naming the resource type, also for another team's
 * record).
 */
import { NotFoundError } from '@switchboard/kit/errors';
import { newId, type IdKind } from '@switchboard/kit/ids';
import { withId, type BaseRecord, type Collection, type Scope, type Update } from './port.js';

/** Who a new record belongs to and when it is made. */
export interface NewRecordOwner {
  /** The id prefix (`integration` -> `int_...`). */
  kind: IdKind;
  teamId: string;
  now: Date;
}

/**
 * A record to insert: `fields` under a fresh id of `owner.kind` in `owner.teamId`, with
 * `created_at` and `updated_at` both `owner.now`.
 */
export function newRecord<T extends BaseRecord>(
  owner: NewRecordOwner,
  fields: Omit<T, keyof BaseRecord>,
): T {
  const now = owner.now.toISOString();
  // T is BaseRecord plus exactly `fields`; TypeScript cannot see that through Omit on a generic T.
  return {
    id: newId(owner.kind),
    team_id: owner.teamId,
    ...fields,
    created_at: now,
    updated_at: now,
  } as T;
}

/** The record, or NotFoundError(resourceType, id). */
export async function getById<T extends BaseRecord>(
  collection: Pick<Collection<T>, 'findById'>,
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
  // `set` holds the given fields of a PATCH body, validated by its schema rather than by name here.
  const update = { $set: set } as Update<T>;
  const updated = await collection.updateOne(scope, withId(current.id), update);
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
  const deleted = await collection.deleteMany(scope, withId(id));
  if (deleted === 0) throw new NotFoundError(resourceType, id);
}
