/**
 * Header maps a user stores for outbound calls (integrations, tool servers, callbacks): what may
 * be stored, and how responses mask and updates restore the values (contract-decisions.md,
 * "Outbound calls").
 */
import { z } from 'zod';
import { maskSecret, refusingProtoKey, unmaskSecret } from './common.js';
import { holdsSecretReference, referencedNames, SECRET_NAME_PATTERN } from './secret-reference.js';

export const HEADERS_MAX_COUNT = 50;
export const HEADER_NAME_MAX_LENGTH = 256;
export const HEADER_VALUE_MAX_LENGTH = 8192;
export const HEADERS_MAX_TOTAL_BYTES = 32_768;

// RFC 7230 `token`: the characters a header field name may use.
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Field values: visible ASCII, space, tab and obs-text; never CR, LF or NUL (header injection).
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
// Set by the HTTP client itself; a user value would corrupt framing or routing.
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
]);

/**
 * Headers a user stores for outbound calls (integration, tool server, callback). Names are RFC 7230
 * tokens, unique ignoring case, not framing headers; values have no CR/LF; at most 50 headers,
 * 8 KiB per value and 32 KiB in total. A value may hold `{{secret.NAME}}` references to the team's
 * vault (whether each exists is the saving service's check). Values are secrets: respond with
 * `maskHeaders`.
 */
export const headerMap = headerMapSetting([]);
export type HeaderMap = z.output<typeof headerMap>;

/**
 * `headerMap` for a call whose sender also sets `serviceHeaders` itself (names ignore case): a
 * stored value for one of them is refused like a framing header, instead of being accepted and
 * then silently replaced on every call.
 */
export function headerMapSetting(serviceHeaders: readonly string[]) {
  const reserved = new Set([...RESERVED_HEADERS, ...serviceHeaders.map((n) => n.toLowerCase())]);
  return refusingProtoKey(
    z.record(z.string(), z.string({ error: 'must be a string' })).superRefine((headers, ctx) => {
      const names = Object.keys(headers);
      if (names.length > HEADERS_MAX_COUNT) {
        ctx.addIssue({ code: 'custom', message: `must have at most ${HEADERS_MAX_COUNT} headers` });
      }
      let totalBytes = 0;
      const seen = new Set<string>();
      for (const [name, value] of Object.entries(headers)) {
        totalBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
        const problem = headerProblem(name, value, seen, reserved);
        if (problem) ctx.addIssue({ code: 'custom', path: [name], message: problem });
      }
      if (totalBytes > HEADERS_MAX_TOTAL_BYTES) {
        ctx.addIssue({
          code: 'custom',
          message: `must total at most ${HEADERS_MAX_TOTAL_BYTES} bytes`,
        });
      }
    }),
  ).meta({
    description:
      'Header name -> value. Values are secrets: responses mask them, except a value holding a ' +
      '`{{secret.NAME}}` reference, which is shown as written and filled from the team secret ' +
      'NAME at call time (keep the whole credential in the secret).',
  });
}

function headerProblem(
  name: string,
  value: string,
  seen: Set<string>,
  reserved: ReadonlySet<string>,
): string | undefined {
  const lower = name.toLowerCase();
  if (!HEADER_NAME.test(name) || name.length > HEADER_NAME_MAX_LENGTH) {
    return `header name must be an RFC 7230 token of 1..${HEADER_NAME_MAX_LENGTH} characters`;
  }
  if (reserved.has(lower)) return `header '${name}' is set by the service`;
  if (seen.has(lower)) return `header '${name}' is given twice (names ignore case)`;
  seen.add(lower);
  if (!HEADER_VALUE.test(value))
    return 'header value must be printable text without CR, LF or control characters';
  if (value.length > HEADER_VALUE_MAX_LENGTH) {
    return `header value must be at most ${HEADER_VALUE_MAX_LENGTH} characters`;
  }
  const badName = referencedNames(value).find((ref) => !SECRET_NAME_PATTERN.test(ref));
  if (badName !== undefined) {
    return `'{{secret.${badName}}}' is not a secret reference: names match ^[A-Z][A-Z0-9_]{0,63}$`;
  }
  return undefined;
}

/**
 * Every value of a header map masked with `maskSecret`, except values holding a
 * `{{secret.NAME}}` reference, shown as written (the reference is no secret; the vault holds the
 * value). Names stay readable.
 */
export function maskHeaders(headers: Readonly<HeaderMap>): HeaderMap {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      holdsSecretReference(value) ? value : maskSecret(value),
    ]),
  );
}

/**
 * Merges headers sent on update with the stored ones: a value equal to the stored value's mask
 * keeps the stored secret, so a client can send back what it read without destroying the secret.
 */
export function unmaskHeaders(
  incoming: Readonly<HeaderMap>,
  stored: Readonly<HeaderMap>,
): HeaderMap {
  return Object.fromEntries(
    Object.entries(incoming).map(([name, value]) => {
      return [name, unmaskSecret(value, stored[name])];
    }),
  );
}
