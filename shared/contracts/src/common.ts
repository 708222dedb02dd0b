/**
 * Building blocks every resource contract uses: timestamps, prefixed ids, envelopes, public
 * views, user-registered URLs and secret masking (contract-decisions.md, "General"). Pagination
 * queries are in query.ts, stored header maps in headers.ts.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { ID_PREFIXES, type IdKind } from '@switchboard/kit/ids';
import { ValidationError, type FieldIssue } from '@switchboard/kit/errors';
import { isPublicAddress } from '@switchboard/kit/http/address';
import type { ResourceType } from './errors.js';

/** ISO 8601 UTC timestamp with `Z`, e.g. `2026-01-31T12:00:00.000Z`. */
export const timestamp = z.iso.datetime({ offset: false });

/** An id of one record kind: its prefix, `_`, then a lower-case ULID (`bot_01jd...`). */
export function idOf(kind: IdKind) {
  const prefix = ID_PREFIXES[kind];
  // abort: a union that also accepts other forms (mcp_servers' built-in names) then reports its
  // own message listing every form, instead of this branch's.
  return z
    .string()
    .regex(new RegExp(`^${prefix}_[0-9a-z]{26}$`), {
      error: `must be a ${prefix}_... id`,
      abort: true,
    })
    .meta({ description: `${kind} id (${prefix}_...)` });
}

export const PATH_ID_MAX_LENGTH = 200;

/**
 * An id in a path whose record kind the route does not name: any string up to 200 characters
 * (longer is a 422). Prefer `pathIdOf(resource)`, which answers an over-long id with a 404.
 */
export const pathId = z.string().max(PATH_ID_MAX_LENGTH);

/**
 * The zod issue `pathIdOf` raises for an id no record can have; the route answers it with 404
 * RESOURCE_NOT_FOUND naming `resource_type`, like any other unknown id.
 */
export interface UnknownPathIdParams {
  resource_type: ResourceType;
}

/**
 * The id of a `resource` in a path (`/bots/{id}`): any string. Its form is not checked here, so an
 * id of the wrong kind or shape is a 404 naming it, like any unknown id; one over 200 characters
 * (which no id is) fails with an issue carrying `UnknownPathIdParams`, which routes turn into
 * that same 404 without a lookup.
 */
export function pathIdOf(resource: ResourceType) {
  return z.string().superRefine((value, ctx) => {
    if (value.length <= PATH_ID_MAX_LENGTH) return;
    const params: UnknownPathIdParams = { resource_type: resource };
    ctx.addIssue({ code: 'custom', message: `No ${resource} has this id`, params });
  });
}

export const listMeta = z.strictObject({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  total_pages: z.number().int().min(0),
});
export type ListMeta = z.output<typeof listMeta>;

/** `{ data: record }`, the single-record response envelope. */
export function dataEnvelope<T extends z.ZodType>(record: T) {
  return z.strictObject({ data: record });
}

/** `{ data: [records], meta: { page, per_page, total, total_pages } }`, the list envelope. */
export function listEnvelope<T extends z.ZodType>(record: T) {
  return z.strictObject({ data: z.array(record), meta: listMeta });
}

/**
 * A record as a response shows it: exactly the fields the public `schema` lists, in its order,
 * with `replace` (masked secrets, nested views) standing in for stored values. The schema is the
 * one list of what may leave the service, so a field kept only in storage (team, hash, lease,
 * platform state) cannot reach a response, and a field added to the contract shows up by itself.
 */
export function publicView<S extends z.ZodObject>(
  schema: S,
  record: z.output<S>,
  replace: Partial<z.output<S>> = {},
): z.output<S> {
  // Indexed by the schema's own keys, which z.output<S> has by construction.
  const stored = record as Record<string, unknown>;
  const replaced = replace as Record<string, unknown>;
  const view: Record<string, unknown> = {};
  for (const key of viewKeys(schema)) view[key] = key in replaced ? replaced[key] : stored[key];
  return view as z.output<S>;
}

/**
 * A public schema's keys, listed once per schema: views are built for every record of every
 * response (20 per list page), and reading `shape` and building entries each time cost more than
 * copying the fields.
 */
const VIEW_KEYS = new WeakMap<z.ZodObject, readonly string[]>();
function viewKeys(schema: z.ZodObject): readonly string[] {
  let keys = VIEW_KEYS.get(schema);
  if (keys === undefined) {
    keys = Object.keys(schema.shape);
    VIEW_KEYS.set(schema, keys);
  }
  return keys;
}

/**
 * The body of an action that takes no input (run, cancel, retry): it may be omitted or `{}`;
 * any field is an unknown field (422), like on every other write route.
 */
export const emptyBody = z
  .strictObject({})
  .meta({ description: 'No fields: send no body, or `{}`.' });

const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** A trimmed, non-empty, one-line display name of at most `max` characters. */
export function displayName(max: number) {
  return (
    z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(max, { error: `must be at most ${max} characters` })
      // A name is one line of text: a line break or escape sequence would forge lines in logs,
      // CLI output and dashboards.
      .regex(NO_CONTROL_CHARACTERS, {
        error: 'must not contain control characters (line breaks, tabs, escapes)',
      })
  );
}

/** An integer in `min..max` whose every failure says the allowed range. */
export function intInRange(min: number, max: number) {
  const error = `must be an integer from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const PROTO_KEY = '__proto__';

/**
 * `record` behind a check that reports an own `__proto__` key (JSON.parse makes one from
 * `{"__proto__": ...}`) as a 422 on that key: zod leaves such a key out of a record's output, so
 * without this the field would be dropped silently. Keys deeper inside values are kept as sent.
 */
export function refusingProtoKey<S extends z.ZodType>(record: S) {
  return z.preprocess((value, ctx) => {
    if (typeof value === 'object' && value !== null && Object.hasOwn(value, PROTO_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [PROTO_KEY],
        message: `'${PROTO_KEY}' is not allowed as a key`,
        input: value,
      });
    }
    return value;
  }, record);
}

/** Free-form JSON object (metadata, schemas), stored and returned as sent. */
export const jsonObject = refusingProtoKey(z.record(z.string(), z.unknown()));

export const URL_MAX_LENGTH = 2048;

/**
 * A URL a user registers (integration webhook, callback, tool server, webhook endpoint). The
 * schema accepts http and https so it can be a static contract; whether http is allowed depends on
 * the operator's ALLOW_PRIVATE_NETWORK, so services call `assertUrlsAllowed` with their config.
 * Credentials in the URL are rejected: they would be stored and shown unmasked (use headers).
 */
export const userUrl = z
  .url({
    protocol: /^https?$/,
    // Whether http:// is accepted is the operator's setting, checked by assertUrlsAllowed; this
    // message holds under either.
    error: (issue) => {
      if (issue.input === undefined) return 'is required: a URL such as https://example.com/hook';
      return issue.code === 'invalid_type'
        ? 'must be a URL string, e.g. https://example.com/hook'
        : 'must be an https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)';
    },
  })
  .max(URL_MAX_LENGTH, { error: `must be at most ${URL_MAX_LENGTH} characters` })
  .refine(hasNoCredentials, { error: 'must not contain credentials; send them in headers' })
  .meta({
    description: 'https:// URL (http:// only when the operator sets ALLOW_PRIVATE_NETWORK=true)',
    format: 'uri',
  });

export interface UrlPolicy {
  /** The operator's ALLOW_PRIVATE_NETWORK: http:// URLs are accepted only when true. */
  allowPrivateNetwork: boolean;
}

/**
 * Throws one 422 ValidationError naming every URL in `fields` (path -> URL) that the policy
 * refuses: `http://`, or a host that is a non-public IP literal or `localhost`, unless private
 * networks are allowed. Host names are not resolved here (that happens at send time); a literal
 * needs no lookup, so it is refused when registered instead of failing on every send.
 */
export function assertUrlsAllowed(
  policy: UrlPolicy,
  fields: Readonly<Record<string, string | null | undefined>>,
): void {
  if (policy.allowPrivateNetwork) return;
  const issues: FieldIssue[] = [];
  for (const [path, url] of Object.entries(fields)) {
    if (typeof url !== 'string') continue;
    if (/^http:/i.test(url)) {
      issues.push({
        path,
        message: 'must be an https:// URL (http:// needs ALLOW_PRIVATE_NETWORK=true)',
      });
    } else if (isPrivateHost(url)) {
      issues.push({
        path,
        message:
          'must point to a public address, not a loopback, private or link-local one ' +
          '(those need ALLOW_PRIVATE_NETWORK=true)',
      });
    }
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

function isPrivateHost(value: string): boolean {
  if (!URL.canParse(value)) return false;
  // A trailing dot (`localhost.`) is the same name, fully qualified; DNS resolves it the same.
  const host = new URL(value).hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && !isPublicAddress(host);
}

function hasNoCredentials(value: string): boolean {
  // zod runs refinements even after the format check failed; that failure is already reported.
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return url.username === '' && url.password === '';
}

const MASK = '********';
const VISIBLE_SUFFIX = 4;
// Below this length the last 4 characters would be half the secret or more.
const MIN_LENGTH_TO_SHOW_SUFFIX = 8;

/**
 * A secret as every response shows it (integration, tool-server and callback headers, channel
 * credentials, the step log's credential headers): a fixed mask plus its last 4 characters
 * (`********c0de`), the contract's rule; a secret under 8 characters is masked entirely. The fixed
 * mask length hides the secret's length.
 */
export function maskSecret(secret: string): string {
  if (secret.length < MIN_LENGTH_TO_SHOW_SUFFIX) return MASK;
  return MASK + secret.slice(-VISIBLE_SUFFIX);
}

/**
 * What an update means by `value` where `stored` is kept: the stored secret when `value` is its
 * mask sent back unchanged (a form that shows masked values and saves them all), else `value`.
 */
export function unmaskSecret<T>(value: T, stored: string | undefined): T | string {
  return stored !== undefined && value === maskSecret(stored) ? stored : value;
}
