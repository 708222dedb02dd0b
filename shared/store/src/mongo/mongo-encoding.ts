/**
 * A reversible encoding of stored JSON for what MongoDB-protocol servers refuse or read as
 * operators: keys that are empty, start with `$` or contain `.` or NUL, arrays directly inside
 * arrays, and strings containing NUL (FerretDB refuses the last two as well). Records keep their
 * exact JSON on both engines, whatever keys or nesting user data has. Field names the service
 * queries are plain identifiers and are never changed by it.
 */

/** Escaped keys and the markers of encoded values start with this. */
const MARK = '_~';
const ARRAY = `${MARK}a`;
const STRING = `${MARK}s`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The stored form of a JSON value; `inArray` says it is an element of an array. */
export function encodeValue(value: unknown, inArray = false): unknown {
  if (typeof value === 'string')
    return value.includes('\0') ? { [STRING]: JSON.stringify(value) } : value;
  if (Array.isArray(value)) {
    const items = value.map((item) => encodeValue(item, true));
    return inArray ? { [ARRAY]: items } : items;
  }
  if (value === null || typeof value !== 'object') return value;
  const encoded: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    setOwn(encoded, encodeKey(key), encodeValue(item));
  return encoded;
}

/** The JSON value a stored form encodes. */
export function decodeValue(value: unknown): Json {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value === null || typeof value !== 'object') return value as Json;
  const entries = Object.entries(value);
  const [only] = entries;
  if (entries.length === 1 && only) {
    if (only[0] === ARRAY && Array.isArray(only[1])) return only[1].map(decodeValue);
    if (only[0] === STRING && typeof only[1] === 'string') return JSON.parse(only[1]) as string;
  }
  const decoded: Record<string, Json> = {};
  for (const [key, item] of entries) setOwn(decoded, decodeKey(key), decodeValue(item));
  return decoded;
}

/** Sets a key as an own property, so a key named `__proto__` stays data, never a prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function encodeKey(key: string): string {
  // `__proto__` too: drivers treat it specially on the way in or out.
  if (
    key !== '' &&
    key !== '__proto__' &&
    !key.startsWith('$') &&
    !key.startsWith(MARK) &&
    !/[.\0]/.test(key)
  )
    return key;
  return (
    MARK + key.replace(/[%.$\0]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
  );
}

function decodeKey(key: string): string {
  if (!key.startsWith(MARK)) return key;
  return key
    .slice(MARK.length)
    .replace(/%([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
