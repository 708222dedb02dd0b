/**
 * A client for the WhatsApp Cloud API calls the channel uses (WHATSAPP_API_BASE_URL: the Graph
 * API with its version), through the guarded HTTP client. The access token travels only in the
 * `Authorization` header and is redacted from error text. An HTTP 429 waits `Retry-After` (at
 * most 3 times, at most 60 s); every other failure is a WhatsAppApiError with Meta's code.
 */
import { UpstreamError } from '@switchboard/kit/errors';
import type { Download, HttpClient, HttpResponse } from '@switchboard/kit/http/types';
import type { WhatsAppTemplate } from '@switchboard/contracts/platforms/whatsapp';
import { bearerClient, type RateLimitOptions } from '../platform-client.js';

const WHATSAPP_TIMEOUT_MS = 20_000;
/** Graph API: the access token is invalid, expired or revoked. */
export const INVALID_TOKEN_CODE = 190;
/** Cloud API: more than 24 hours since the user last wrote; only templates may be sent. */
export const REENGAGEMENT_CODE = 131047;
/** Meta's throttling codes (any HTTP status): retried like a 429. */
const THROTTLING_CODES = new Set([4, 80007, 130429, 131056]);

/** A Graph API call Meta refused (`{ error: { code, message } }`) or that failed on the way. */
export class WhatsAppApiError extends UpstreamError {
  readonly metaCode: number;

  constructor(
    call: string,
    metaCode: number,
    description: string,
    status: number,
    retryAfterSeconds?: number,
  ) {
    super({
      code: 'WHATSAPP_API_ERROR',
      message: `WhatsApp ${call} failed: ${explain(metaCode, description)}`,
      status,
      retryable: status === 429 || status >= 500 || THROTTLING_CODES.has(metaCode),
      details: {
        call,
        meta_error_code: metaCode,
        ...(retryAfterSeconds !== undefined ? { retry_after: retryAfterSeconds } : {}),
      },
    });
    this.metaCode = metaCode;
  }

  get isTokenRevoked(): boolean {
    return this.metaCode === INVALID_TOKEN_CODE;
  }
}

function explain(metaCode: number, description: string): string {
  if (metaCode === REENGAGEMENT_CODE) {
    return (
      'more than 24 hours have passed since the user last wrote, and WhatsApp only delivers ' +
      'free-form replies within 24 hours of the user’s last message (outside it, only approved ' +
      `template messages); the user must write again first (Meta error ${metaCode}: ${description})`
    );
  }
  return `${description} (Meta error ${metaCode})`;
}

export interface WhatsAppClientOptions extends RateLimitOptions {
  http: HttpClient;
  /** Operator config WHATSAPP_API_BASE_URL, e.g. `https://graph.facebook.com/v21.0`. */
  baseUrl: string;
  phoneNumberId: string;
  token: string;
}

export interface WhatsAppUpload {
  bytes: Buffer;
  filename: string;
  mimeType: string;
}

/** Reply buttons as the Cloud API takes them (an interactive message of type `button`). */
export interface InteractiveButtons {
  type: 'button';
  body: { text: string };
  action: { buttons: Array<{ type: 'reply'; reply: { id: string; title: string } }> };
}

/** An outbound message: text, media uploaded first and named by its id, buttons, a template. */
export type OutboundMessage =
  | { type: 'text'; text: { body: string; preview_url?: boolean } }
  | { type: 'image'; image: { id: string; caption?: string } }
  | { type: 'document'; document: { id: string; filename: string; caption?: string } }
  | { type: 'interactive'; interactive: InteractiveButtons }
  | { type: 'template'; template: WhatsAppTemplate };

export interface WhatsAppClient {
  /** The number's public details; checks the token and the phone number id together. */
  phoneNumber(): Promise<{ display_phone_number?: string; verified_name?: string }>;
  /** Sends a message; returns its `wamid`, which the number's `statuses` name later. */
  sendMessage(to: string, message: OutboundMessage): Promise<string>;
  /**
   * Marks the user's message `wamid` read and shows the typing indicator (until the reply, or 25
   * seconds).
   */
  markReadTyping(wamid: string): Promise<void>;
  /** Uploads a reply file to the number's media store; returns its media id. */
  uploadMedia(file: WhatsAppUpload): Promise<string>;
  /** Downloads a user's media: its URL from `{base}/{media_id}`, then the bytes, with the token. */
  downloadMedia(mediaId: string, limits: { maxBytes: number; toFile: string }): Promise<Download>;
}

interface GraphError {
  error?: { code?: number; message?: string };
}

/** Builds a client for one number and token. */
export function createWhatsAppClient(options: WhatsAppClientOptions): WhatsAppClient {
  const { base, policy, redact, auth } = bearerClient(options, WHATSAPP_TIMEOUT_MS);
  const { timeoutMs } = policy;
  const numberPath = `${base}/${encodeURIComponent(options.phoneNumberId)}`;

  async function call(
    name: string,
    request: () => Promise<HttpResponse<unknown>>,
  ): Promise<Record<string, unknown>> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await request();
      if (response.status >= 200 && response.status < 300 && isObject(response.body)) {
        return response.body;
      }
      const graph = (response.parsedJson ? response.body : null) as GraphError | null;
      const code = graph?.error?.code ?? response.status;
      const throttled = response.status === 429 || THROTTLING_CODES.has(code);
      const retryAfter = throttled ? Number(response.headers['retry-after'] ?? '1') : undefined;
      if (throttled && (await policy.waitToRetry(attempt, retryAfter))) continue;
      const description = graph?.error?.message
        ? redact(graph.error.message)
        : `HTTP ${response.status} with an answer that is not a Graph API error`;
      // An answer that is not Graph's shape is the upstream failing, never a refused token.
      const status = graph?.error ? response.status : Math.max(response.status, 502);
      const asked =
        retryAfter !== undefined && Number.isFinite(retryAfter) ? retryAfter : undefined;
      throw new WhatsAppApiError(name, code, description, status, asked);
    }
  }

  return {
    async phoneNumber() {
      return call('phone number lookup', () =>
        options.http.request({
          method: 'GET',
          url: `${numberPath}?fields=display_phone_number,verified_name`,
          headers: auth,
          timeoutMs,
        }),
      );
    },
    async sendMessage(to, message) {
      const answer = await call('messages', () =>
        options.http.request({
          method: 'POST',
          url: `${numberPath}/messages`,
          headers: auth,
          json: { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...message },
          timeoutMs,
        }),
      );
      const sent = (answer.messages as Array<{ id?: unknown }> | undefined)?.[0]?.id;
      if (typeof sent !== 'string') {
        throw new WhatsAppApiError('messages', 502, 'no message id in the answer', 502);
      }
      return sent;
    },
    async markReadTyping(wamid) {
      await call('mark read', () =>
        options.http.request({
          method: 'POST',
          url: `${numberPath}/messages`,
          headers: auth,
          json: {
            messaging_product: 'whatsapp',
            status: 'read',
            message_id: wamid,
            typing_indicator: { type: 'text' },
          },
          timeoutMs,
        }),
      );
    },
    async uploadMedia(file) {
      const form = new FormData();
      form.append('messaging_product', 'whatsapp');
      form.append('type', file.mimeType);
      form.append('file', new Blob([file.bytes], { type: file.mimeType }), file.filename);
      // The platform's Response serialises FormData with a correct boundary; no extra dependency.
      const encoded = new Response(form);
      const body = new Uint8Array(await encoded.arrayBuffer());
      const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
      const answer = await call('media upload', () =>
        options.http.request({
          method: 'POST',
          url: `${numberPath}/media`,
          headers: { ...auth, 'content-type': contentType },
          body,
          timeoutMs,
        }),
      );
      if (typeof answer.id !== 'string') {
        throw new WhatsAppApiError('media upload', 502, 'no media id in the answer', 502);
      }
      return answer.id;
    },
    async downloadMedia(mediaId, limits) {
      const info = await call('media lookup', () =>
        options.http.request({
          method: 'GET',
          url: `${base}/${encodeURIComponent(mediaId)}`,
          headers: auth,
          timeoutMs,
        }),
      );
      const url = typeof info.url === 'string' ? info.url : '';
      assertMediaUrl(url, base);
      if (typeof info.file_size === 'number' && info.file_size > limits.maxBytes) {
        throw new UpstreamError({
          code: 'PLATFORM_FILE_REFUSED',
          message: `the file is ${info.file_size} bytes, over the ${limits.maxBytes}-byte limit`,
          retryable: false,
        });
      }
      return options.http.download({
        url,
        headers: auth,
        maxBytes: limits.maxBytes,
        timeoutMs,
        toFile: limits.toFile,
      });
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Meta serves media from its CDN hosts; the configured API's origin is trusted too (a gateway). */
const MEDIA_HOSTS = /(^|\.)(fbsbx\.com|facebook\.com|whatsapp\.net)$/;

/** The access token goes only to Meta's hosts over HTTPS, or to the configured API's origin. */
function assertMediaUrl(url: string, base: string): void {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  const trusted =
    parsed !== null &&
    ((parsed.protocol === 'https:' && MEDIA_HOSTS.test(parsed.hostname)) ||
      parsed.origin === new URL(base).origin);
  if (!trusted) {
    throw new UpstreamError({
      code: 'PLATFORM_FILE_REFUSED',
      message: "the media URL is not on Meta's hosts; it was not downloaded",
      retryable: false,
    });
  }
}
