import { fieldSegments, IMMUTABLE_FIELDS } from './fields.js';
import type { Update } from './port.js';
import { missingRequired, type RequiredField } from './required-fields.js';

const OPERATORS = new Set(['$set', '$inc', '$push', '$unset']);

type Doc = Record<string, unknown>;

/**
 * Throws a TypeError for an update either engine would apply differently or not at all, or that
 * would leave a required field (see requiredFields) null or missing.
 */
export function assertValidUpdate(update: Update, required: readonly RequiredField[] = []): void {
  for (const operator of Object.keys(update)) {
    if (!OPERATORS.has(operator)) {
      throw new TypeError(`Unsupported update operator '${operator}'.`);
    }
  }
  const paths = [
    ...Object.keys(update.$set ?? {}),
    ...Object.keys(update.$inc ?? {}),
    ...Object.keys(update.$push ?? {}),
    ...(update.$unset ?? []),
  ];
  for (const path of paths) {
    const [root] = fieldSegments(path);
    if (root !== undefined && IMMUTABLE_FIELDS.has(root)) {
      throw new TypeError(
        `Field '${path}' cannot be updated: id, team_id and created_at are fixed.`,
      );
    }
  }
  for (const [path, by] of Object.entries(update.$inc ?? {})) increment(path, by);
  for (const { field, index } of required) {
    if (!keepsValue(update, field)) throw missingRequired(field, index);
  }
}

/** Whether, after `update`, `field` can still hold a value (its $set or $unset do not clear it). */
function keepsValue(update: Update, field: string): boolean {
  const within = (path: string) => field === path || field.startsWith(`${path}.`);
  if ((update.$unset ?? []).some(within)) return false;
  for (const [path, value] of Object.entries(update.$set ?? {})) {
    if (!within(path) || value === undefined) continue;
    const rest = field.slice(path.length + 1);
    const kept = rest === '' ? value : getPath(toJsonValue(value), rest);
    if (kept === null || kept === undefined) return false;
  }
  return true;
}

/** The amount of an `$inc`, or a TypeError when it is not a finite number. */
function increment(path: string, by: unknown): number {
  if (typeof by !== 'number' || !Number.isFinite(by)) {
    throw new TypeError(`$inc '${path}' needs a finite number.`);
  }
  return by;
}

/** JSON-normalises a value the way it will be stored (Dates become ISO strings, undefined drops). */
export function toJsonValue(value: unknown): unknown {
  const json = JSON.stringify(value);
  return json === undefined ? undefined : JSON.parse(json);
}

/**
 * Applies an update to a plain document in place, with MongoDB's semantics: dotted paths create
 * missing parents, $inc of a missing field starts from 0, $push to a missing field creates the
 * array. `undefined` values in $set are skipped (as JSON would drop them). Sets `updated_at` to
 * `nowIso` unless the update sets it explicitly.
 */
export function applyUpdate(doc: Doc, update: Update, nowIso: string): void {
  for (const [path, value] of Object.entries(update.$set ?? {})) {
    const normalised = toJsonValue(value);
    if (normalised !== undefined) setPath(doc, path, normalised);
  }
  for (const [path, by] of Object.entries(update.$inc ?? {})) {
    const current = getPath(doc, path);
    if (current !== undefined && typeof current !== 'number') {
      throw new TypeError(
        `Cannot $inc '${path}': it holds ${JSON.stringify(current)}, not a number.`,
      );
    }
    setPath(doc, path, (current ?? 0) + increment(path, by));
  }
  for (const [path, value] of Object.entries(update.$push ?? {})) {
    const current = getPath(doc, path);
    const item = toJsonValue(value) ?? null;
    if (current === undefined) setPath(doc, path, [item]);
    else if (Array.isArray(current)) current.push(item);
    else throw new TypeError(`Cannot $push to '${path}': it is not an array.`);
  }
  for (const path of update.$unset ?? []) unsetPath(doc, path);
  if (update.$set?.updated_at === undefined) doc.updated_at = nowIso;
}

export function getPath(doc: unknown, path: string): unknown {
  let node: unknown = doc;
  for (const segment of fieldSegments(path)) {
    if (!isPlainObject(node)) return undefined;
    node = node[segment];
  }
  return node;
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const segments = fieldSegments(path);
  let node: Doc = doc;
  for (let i = 0; i < segments.length - 1; i += 1) {
    const segment = segments[i]!;
    const next = node[segment];
    if (next === undefined) {
      const created: Doc = {};
      node[segment] = created;
      node = created;
    } else if (isPlainObject(next)) {
      node = next;
    } else {
      throw new TypeError(`Cannot set '${path}': '${segment}' is not an object.`);
    }
  }
  node[segments[segments.length - 1]!] = value;
}

function unsetPath(doc: Doc, path: string): void {
  const segments = fieldSegments(path);
  let node: unknown = doc;
  for (let i = 0; i < segments.length - 1; i += 1) {
    if (!isPlainObject(node)) return;
    node = node[segments[i]!];
  }
  if (isPlainObject(node)) delete node[segments[segments.length - 1]!];
}

function isPlainObject(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
