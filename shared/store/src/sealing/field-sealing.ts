/**
 * How one collection's declared credential fields (`CollectionSpec.secretFields`) are stored: each
 * field's value, as JSON, sealed under the store's key for its collection, team and path, so no
 * repository can write one in clear or forget to decrypt it. Two bookkeeping fields tell which
 * records are sealed whole under the current key (`secrets_key_id`) and count the writes of their
 * credentials (`secrets_rev`), so a re-encryption pass never overwrites a newer value.
 */
import { isSealed, type Keyring } from '@switchboard/kit/secrets-key';
import { fieldSegments } from '../fields.js';
import type { BaseRecord, Scope, Sort, UntypedFilter, UntypedUpdate } from '../port.js';
import { scopedTeamId } from '../record.js';
import { getPath } from '../update.js';

/** The id of the key every credential of a record is sealed under; absent when not known. */
export const KEY_ID_FIELD = 'secrets_key_id';
/** Counts the writes of a record's credentials (a re-encryption's compare-and-set). */
export const REVISION_FIELD = 'secrets_rev';

type Doc = Record<string, unknown>;

/** Whether `path` is `field` or lies inside it. */
function within(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

export class FieldSealing {
  constructor(
    readonly collection: string,
    readonly fields: readonly string[],
    private readonly keyring: Keyring,
  ) {
    for (const field of fields) fieldSegments(field);
  }

  /** The current key's id. */
  get currentKeyId(): string {
    return this.keyring.current.id;
  }

  /** A record as stored: every credential field sealed, marked sealed under the current key. */
  sealRecord<T extends BaseRecord>(record: T): T {
    const stored = structuredClone(record) as Doc;
    for (const field of this.fields) this.sealAt(stored, field, record.team_id, field);
    stored[KEY_ID_FIELD] = this.keyring.current.id;
    stored[REVISION_FIELD] = 1;
    return stored as T;
  }

  /**
   * A stored record as callers see it: credentials opened, bookkeeping dropped. A value stored in
   * clear (before the field was declared) is taken as it is; a re-encryption pass seals it.
   */
  openRecord<T extends BaseRecord>(stored: T): T {
    const record = { ...(stored as Doc) };
    delete record[KEY_ID_FIELD];
    delete record[REVISION_FIELD];
    for (const field of this.fields) {
      const [root] = fieldSegments(field);
      // Copy each object on the way down before writing into it: `stored` stays as read.
      const value = getPath(stored, field);
      if (!isSealed(value)) continue;
      record[root!] = structuredClone(record[root!]);
      setAt(
        record,
        field,
        JSON.parse(this.keyring.open(value, this.context(stored.team_id, field))),
      );
    }
    return record as unknown as T;
  }

  /** Throws a TypeError for a filter or sort on a credential: its stored form never matches. */
  assertQueryable(filter: UntypedFilter, sort?: Sort): void {
    const paths = [...Object.keys(filter), ...(sort ?? []).map(([field]) => field)];
    for (const path of paths) {
      const field = this.fields.find((f) => within(path, f) || within(f, path));
      if (field !== undefined) {
        throw new TypeError(
          `'${path}' of ${this.collection} is stored encrypted (${field}): it cannot be queried or sorted on.`,
        );
      }
    }
  }

  /**
   * The update as stored: credentials it sets sealed (a field, or inside an object it sets whole),
   * their revision counted, and the record's key mark kept only when every credential is written.
   * Throws a TypeError for what cannot be sealed: a path inside a credential, `$inc` or `$push` on
   * one, or a write without a team scope (values are sealed to their team).
   */
  sealUpdate(scope: Scope, update: UntypedUpdate): UntypedUpdate {
    const set = update.$set ?? {};
    const unset = update.$unset ?? [];
    const touched = this.fields.filter(
      (field) =>
        Object.keys(set).some((path) => within(field, path)) ||
        unset.some((path) => within(field, path)),
    );
    for (const path of [
      ...Object.keys(set),
      ...unset,
      ...Object.keys(update.$inc ?? {}),
      ...Object.keys(update.$push ?? {}),
    ]) {
      const inside = this.fields.find((field) => path !== field && within(path, field));
      const counted = path in (update.$inc ?? {}) || path in (update.$push ?? {});
      if (inside !== undefined || (counted && this.fields.some((field) => within(field, path)))) {
        throw new TypeError(
          `'${path}' of ${this.collection} is stored encrypted as a whole (${inside ?? path}): set the whole field.`,
        );
      }
    }
    if (touched.length === 0) return update;
    const teamId = scopedTeamId(scope);
    if (teamId === undefined) {
      throw new TypeError(
        `Writing ${touched.join(', ')} of ${this.collection} needs a team scope: credentials are sealed to their team.`,
      );
    }
    const sealedSet: Doc = {};
    for (const [path, value] of Object.entries(set)) {
      const inner = this.fields.filter((field) => within(field, path));
      if (inner.length === 0 || value === undefined || value === null) {
        sealedSet[path] = value;
        continue;
      }
      // The field itself, or an object holding it (`loop` holds `loop.callback_headers`).
      const holder: Doc = { value: structuredClone(value) };
      for (const field of inner) {
        const rest = field.slice(path.length + 1);
        this.sealAt(holder, rest === '' ? 'value' : `value.${rest}`, teamId, field);
      }
      sealedSet[path] = holder.value;
    }
    const whole = touched.length === this.fields.length;
    if (whole) sealedSet[KEY_ID_FIELD] = this.keyring.current.id;
    return {
      ...update,
      $set: sealedSet,
      $inc: { ...update.$inc, [REVISION_FIELD]: 1 },
      ...(whole ? {} : { $unset: [...unset, KEY_ID_FIELD] }),
    };
  }

  /**
   * The update that seals every credential of `record` (as opened) under the current key and marks
   * it so; its `updated_at` is kept (re-encrypting changes nothing a reader sees).
   */
  resealUpdate(record: BaseRecord): UntypedUpdate {
    const set: Doc = {};
    for (const field of this.fields) {
      const value = getPath(record, field);
      if (value === undefined || value === null) continue;
      set[field] = this.keyring.seal(JSON.stringify(value), this.context(record.team_id, field));
    }
    set[KEY_ID_FIELD] = this.keyring.current.id;
    if (record.updated_at !== undefined) set.updated_at = record.updated_at;
    return { $set: set, $inc: { [REVISION_FIELD]: 1 } };
  }

  /** Seals the value at `path` of `doc` in place, bound to the credential `field` of the team. */
  private sealAt(doc: Doc, path: string, teamId: string, field: string): void {
    const value = getPath(doc, path);
    if (value === undefined || value === null) return;
    setAt(doc, path, this.keyring.seal(JSON.stringify(value), this.context(teamId, field)));
  }

  /** What a sealed value is bound to: its collection, its team and its field. */
  private context(teamId: string, field: string): string {
    return `${this.collection}\n${teamId}\n${field}`;
  }
}

/** Sets `value` at the dotted `path` of `doc`, whose parents exist. */
function setAt(doc: Doc, path: string, value: unknown): void {
  const segments = fieldSegments(path);
  let node = doc;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Doc;
  node[segments[segments.length - 1]!] = value;
}
