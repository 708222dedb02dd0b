/**
 * One redaction step for text that came back from an upstream (a tool server's error, a Bot API
 * description, a backend's error body): every secret the request used is replaced before the text
 * is stored, returned or logged, since an upstream may echo its request (headers, URL) back.
 */

export const REDACTED = '[redacted]';

/** Cleans one text; returns it unchanged when it holds none of the secrets. */
export type Redact = (text: string) => string;

/**
 * Shorter values are not searched for: a header such as `X-Debug: 1` would otherwise turn every
 * `1` of a text into `[redacted]`. Secrets that short are guessable anyway.
 */
export const REDACT_MIN_LENGTH = 6;

/** Header names whose values describe the request rather than authenticate it. */
const DESCRIPTIVE_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'content-type',
  'user-agent',
]);

/** A credential with a scheme (`Bearer abc`, `Basic dXNl...`): the part after the scheme. */
const SCHEME_VALUE = /^[A-Za-z][\w.-]*\s+(\S+)$/;

/**
 * The forms an echoing upstream may show a secret in: as sent, without its auth scheme, escaped
 * inside a JSON string, and percent-encoded (a URL quoted back).
 */
function formsOf(secret: string): string[] {
  const value = secret.trim();
  const forms = [value];
  const schemeless = SCHEME_VALUE.exec(value)?.[1];
  if (schemeless) forms.push(schemeless);
  for (const form of [...forms]) {
    forms.push(JSON.stringify(form).slice(1, -1), encodeURIComponent(form));
  }
  return forms.filter((form) => form.length >= REDACT_MIN_LENGTH);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A redactor for `secrets` (unset and short values are ignored). Longer forms are matched first,
 * so a secret that contains another is replaced whole.
 */
export function createRedactor(secrets: Iterable<string | null | undefined>): Redact {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (typeof secret === 'string') for (const form of formsOf(secret)) forms.add(form);
  }
  if (forms.size === 0) return (text) => text;
  const sorted = [...forms].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(sorted.map(escapeRegExp).join('|'), 'g');
  return (text) => text.replace(pattern, REDACTED);
}

/** The values of a header map that may be credentials (every one but descriptive headers). */
export function headerSecrets(
  headers: Readonly<Record<string, string>> | null | undefined,
): string[] {
  return Object.entries(headers ?? {})
    .filter(([name]) => !DESCRIPTIVE_HEADERS.has(name.toLowerCase()))
    .map(([, value]) => value);
}

/** An error whose message went through `redact`; the original is not kept as its cause. */
export function redactError(error: unknown, redact: Redact): Error {
  const message = error instanceof Error ? error.message || error.name : String(error);
  const cleaned = redact(message);
  if (error instanceof Error && cleaned === message) return error;
  const copy = new Error(cleaned);
  if (error instanceof Error) copy.name = error.name;
  return copy;
}
