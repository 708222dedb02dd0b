/**
 * One outbound call to an integration webhook (service-spec.md, "Outbound call to an integration
 * webhook"; contract-decisions.md, "Integrations"): POST through the guarded client with the
 * integration's headers and timeout, the service's identifying headers, and the spec's body. Every
 * kind of failure (timeout, network, non-2xx including redirects, invalid JSON, no string content)
 * is a value with a reason, so the relay can try the next integration. A backend's own words (the
 * spec's error body `{error, code}`) are kept in the reason, redacted of the integration's headers
 * (with their `{{secret.NAME}}` references filled at call time), since the reason is stored,
 * returned and sent in `integration.failed`.
 */
import { CONTENT_MAX_CHARS } from '@switchboard/contracts/message';
import { isHttpError } from '@switchboard/kit/http/http-errors';
import type { HttpClient } from '@switchboard/kit/http/types';
import { createRedactor, headerSecrets, type Redact } from '@switchboard/kit/redact';
import { cutAt } from '@switchboard/kit/text';
import { MissingSecretError, type FilledHeaders } from '@switchboard/store/secret-repository';
import type { HistoryEntry } from './history.js';
import { readReply, REPLY_MAX_BYTES, type IntegrationReply } from './integration-reply.js';

/** The fields of an integration the call needs. */
export interface CallableIntegration {
  id: string;
  webhook_url: string;
  headers: Record<string, string>;
  /** Seconds. */
  timeout: number;
  /** Overrides `timeout` when less time is left (the channel's own timeout). */
  timeoutMs?: number;
}

/** The request body, exactly the spec's table. */
export interface IntegrationRequestBody {
  messages: HistoryEntry[];
  conversation_id: string;
  user: { id: string; platform: string; name: string; username?: string };
  bot: { id: string; name: string };
  /** `button_id`: the reply button the user pressed, when the message is a press. */
  metadata: { channel: string; chat_id: string; message_id?: string; button_id?: string };
}

export type AttemptOutcome =
  | { ok: true; integrationId: string; reply: IntegrationReply; latencyMs: number }
  | { ok: false; integrationId: string; error: string; latencyMs: number };

export interface CallContext {
  http: HttpClient;
  /** The headers with their `{{secret.NAME}}` references filled from the team's vault. */
  fillHeaders: (headers: Record<string, string>) => Promise<FilledHeaders>;
  /** `Switchboard/<version>`. */
  userAgent: string;
  botId: string;
  now?: () => number;
}

/** Calls one integration and classifies the result; never throws for upstream failures. */
export async function callIntegration(
  ctx: CallContext,
  integration: CallableIntegration,
  body: IntegrationRequestBody,
): Promise<AttemptOutcome> {
  const now = ctx.now ?? performance.now.bind(performance);
  const started = now();
  const elapsed = () => Math.round(now() - started);
  let filled: FilledHeaders = { headers: integration.headers, values: [] };
  // Built only when an attempt fails: the successful path stays free of the extra work.
  const redact: Redact = (text) =>
    createRedactor([...headerSecrets(filled.headers), ...filled.values])(text);
  const fail = (error: string): AttemptOutcome => ({
    ok: false,
    integrationId: integration.id,
    error: redact(error),
    latencyMs: elapsed(),
  });
  try {
    filled = await ctx.fillHeaders(integration.headers);
  } catch (error) {
    if (error instanceof MissingSecretError) return fail(error.message);
    throw error;
  }
  try {
    const response = await ctx.http.request({
      method: 'POST',
      url: integration.webhook_url,
      headers: {
        ...withoutServiceHeaders(filled.headers),
        'Content-Type': 'application/json',
        'User-Agent': ctx.userAgent,
        'X-Bot-ID': ctx.botId,
        'X-Integration-ID': integration.id,
        'X-Conversation-ID': body.conversation_id,
      },
      body: JSON.stringify(body),
      timeoutMs: integration.timeoutMs ?? integration.timeout * 1000,
      responseType: 'json',
      maxResponseBytes: REPLY_MAX_BYTES,
      // Like event deliveries: following would replay the POST as a body-less GET (301-303) and
      // take whatever that answers as the reply, so a 3xx is a failed attempt instead.
      redirect: 'manual',
    });
    if (response.status >= 300 && response.status <= 399) {
      return fail(`backend answered HTTP ${response.status} (redirects are not followed)`);
    }
    if (response.status < 200 || response.status > 299) {
      return fail(`backend answered HTTP ${response.status}${backendError(response.body, redact)}`);
    }
    const parsed = response.parsedJson ? response.body : parseJson(response.body);
    if (parsed === INVALID) return fail('response is not valid JSON');
    const reply = readReply(parsed);
    if (typeof reply === 'string') return fail(reply);
    return { ok: true, integrationId: integration.id, reply, latencyMs: elapsed() };
  } catch (error) {
    if (isHttpError(error, 'TIMEOUT')) {
      const ms = integration.timeoutMs ?? integration.timeout * 1000;
      return fail(`timeout: no answer within ${ms / 1000} s`);
    }
    if (isHttpError(error, 'RESPONSE_TOO_LARGE')) {
      return fail(
        `response is larger than ${REPLY_MAX_BYTES} bytes (a reply holds at most ${CONTENT_MAX_CHARS} characters)`,
      );
    }
    if (isHttpError(error)) return fail(`${error.code}: ${error.message}`);
    throw error;
  }
}

const SERVICE_HEADERS = new Set([
  'content-type',
  'user-agent',
  'x-bot-id',
  'x-integration-id',
  'x-conversation-id',
]);

/** A stored header must not override the service's own (e.g. impersonate another bot). */
function withoutServiceHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !SERVICE_HEADERS.has(name.toLowerCase())),
  );
}

/** Longest part of a backend's error body kept in the reason. */
const BACKEND_ERROR_MAX_CHARS = 200;

/**
 * `: CODE: message` from the spec's backend error body `{error: string, code: string}`, else ''.
 * Redacted before it is cut, so no piece of a secret survives at the cut.
 */
function backendError(body: unknown, redact: Redact): string {
  if (typeof body !== 'object' || body === null) return '';
  const { error, code } = body as { error?: unknown; code?: unknown };
  if (typeof error !== 'string') return '';
  const detail = typeof code === 'string' ? `${code}: ${error}` : error;
  return `: ${cutAt(redact(detail), BACKEND_ERROR_MAX_CHARS)}`;
}

const INVALID = Symbol('invalid JSON');

/** Backends that send JSON with a text content type still count as answering JSON. */
function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return INVALID;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return INVALID;
  }
}
