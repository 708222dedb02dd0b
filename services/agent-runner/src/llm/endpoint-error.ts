import { createRedactor, REDACTED } from '@switchboard/kit/redact';
import { z } from 'zod';

/** Longest part of an endpoint's error body kept in the message. */
const MAX_DETAIL_CHARS = 300;

// Shapes of API keys that providers echo back ("invalid key sk-proj-...abcd"), and bearer tokens.
// A `key-...` token counts only with a digit in it, so "key-value-store" stays readable.
const KEY_LIKE =
  /\b(?:sk|pk|rk)[-_][A-Za-z0-9_*.-]{6,}|\b(?:api[-_]?)?key[-_](?=\S*\d)[A-Za-z0-9_*.-]{6,}/gi;
const BEARER = /\bBearer\s+[^\s"',;]+/gi;

const errorBodySchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() })]),
});

function detailOf(body: unknown): string {
  if (typeof body === 'string') return body;
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    return typeof parsed.data.error === 'string' ? parsed.data.error : parsed.data.error.message;
  }
  return JSON.stringify(body) ?? '';
}

/** Replaces the configured key and anything shaped like a key or bearer token. */
export function redactKeys(text: string, apiKey?: string): string {
  return createRedactor([apiKey])(text)
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(KEY_LIKE, REDACTED);
}

/**
 * The execution error for a non-2xx answer of the model endpoint; it is shown to the team that
 * owns the loop, so it never carries the operator's key. 401/403 are about the operator's
 * credentials: the endpoint's body (which often echoes part of the key) is left out entirely.
 */
export function endpointErrorMessage(status: number, body: unknown, apiKey?: string): string {
  const prefix = `HTTP ${status} from the model endpoint`;
  if (status === 401) {
    return `${prefix}: it did not accept the runner's credentials (the operator should check LLM_API_KEY).`;
  }
  if (status === 403) {
    return `${prefix}: the runner's credentials may not use this model or endpoint (the operator should check LLM_API_KEY).`;
  }
  return `${prefix}: ${redactKeys(detailOf(body), apiKey).slice(0, MAX_DETAIL_CHARS)}`;
}
