/**
 * A client for the Slack Web API methods the channel uses (SLACK_API_BASE_URL, methods at
 * `{base}/{method}`), through the guarded HTTP client. The bot token travels only in the
 * `Authorization` header and is redacted from any error text. A 429 waits Slack's `Retry-After`
 * (at most 3 times, at most 60 s); every other failure is a SlackApiError carrying Slack's code.
 */
import { UpstreamError } from '@switchboard/kit/errors';
import type { Download, HttpClient, HttpResponse } from '@switchboard/kit/http/types';
import { bearerClient, type RateLimitOptions } from '../platform-client.js';

const SLACK_TIMEOUT_MS = 15_000;
/** Slack's error codes for a token that no longer works: the channel is then disconnected. */
const REVOKED_TOKEN_ERRORS = new Set([
  'invalid_auth',
  'not_authed',
  'token_revoked',
  'token_expired',
  'account_inactive',
]);

/** A Web API call Slack refused (`{ ok: false, error }`) or that failed on the way. */
export class SlackApiError extends UpstreamError {
  readonly slackError: string;

  constructor(
    method: string,
    slackError: string,
    options: { status?: number; retryAfterSeconds?: number } = {},
  ) {
    const status = options.status ?? 200;
    super({
      code: 'SLACK_API_ERROR',
      message: `Slack ${method} failed: ${slackError}`,
      status,
      retryable: slackError === 'ratelimited' || status === 429 || status >= 500,
      details: {
        method,
        slack_error: slackError,
        ...(options.retryAfterSeconds !== undefined
          ? { retry_after: options.retryAfterSeconds }
          : {}),
      },
    });
    this.slackError = slackError;
  }

  /** The token was revoked, expired or never valid, or its workspace or bot is deactivated. */
  get isTokenRevoked(): boolean {
    return REVOKED_TOKEN_ERRORS.has(this.slackError);
  }
}

export interface SlackClientOptions extends RateLimitOptions {
  http: HttpClient;
  /** Operator config SLACK_API_BASE_URL, e.g. `https://slack.com/api`. */
  baseUrl: string;
  token: string;
}

/** Who a bot token belongs to (`auth.test`). */
export interface SlackIdentity {
  team_id: string;
  user_id: string;
  bot_id?: string;
  team?: string;
}

export interface SlackUpload {
  bytes: Buffer;
  filename: string;
  mimeType: string;
}

type Params = Record<string, string | number | undefined>;

export interface SlackClient {
  authTest(): Promise<SlackIdentity>;
  /** Posts a message; `blocks` (Block Kit, as JSON) show instead of `text`, which stays the fallback. */
  postMessage(params: {
    channel: string;
    text: string;
    thread_ts?: string;
    blocks?: string;
  }): Promise<{ ts: string }>;
  /** The app's status in an assistant thread ("is typing..."; scope `assistant:write`). */
  setAssistantStatus(params: {
    channel_id: string;
    thread_ts: string;
    status: string;
  }): Promise<void>;
  /** A user's display name, real name and handle (`users.info`, scope `users:read`). */
  userInfo(userId: string): Promise<{ name: string; username?: string }>;
  /** The current upload flow: getUploadURLExternal, POST the bytes, completeUploadExternal. */
  uploadFile(
    target: { channel: string; thread_ts?: string },
    file: SlackUpload,
  ): Promise<{ fileId: string }>;
  /** Downloads a user's file (`url_private`) with the bot token, within the size limit. */
  downloadFile(url: string, limits: { maxBytes: number; toFile: string }): Promise<Download>;
}

interface WebApiAnswer {
  ok?: boolean;
  error?: string;
  [field: string]: unknown;
}

/** Builds a client for one bot token. */
export function createSlackClient(options: SlackClientOptions): SlackClient {
  const { base, policy, redact, auth } = bearerClient(options, SLACK_TIMEOUT_MS);
  const { timeoutMs } = policy;

  /** Sends one request, waiting out 429s; returns the response once it is not rate limited. */
  async function send<B>(
    method: string,
    request: () => Promise<HttpResponse<B>>,
  ): Promise<HttpResponse<B>> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await request();
      if (response.status !== 429) return response;
      const retryAfter = Number(response.headers['retry-after'] ?? '1');
      if (!(await policy.waitToRetry(attempt, retryAfter))) {
        throw new SlackApiError(method, 'ratelimited', {
          status: 429,
          ...(Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
        });
      }
    }
  }

  async function call(method: string, params: Params): Promise<WebApiAnswer> {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) form.set(name, String(value));
    }
    const response = await send(method, () =>
      options.http.request({
        method: 'POST',
        url: `${base}/${method}`,
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        timeoutMs,
      }),
    );
    const answer = webApiAnswer(response.parsedJson, response.body);
    if (!answer) {
      throw new SlackApiError(method, `unreadable answer (HTTP ${response.status})`, {
        status: response.status >= 500 ? response.status : 502,
      });
    }
    if (answer.ok === true) return answer;
    throw new SlackApiError(method, redact(String(answer.error ?? `HTTP ${response.status}`)), {
      status: response.status,
    });
  }

  return {
    async authTest() {
      const answer = await call('auth.test', {});
      return answer as unknown as SlackIdentity;
    },
    async postMessage(params) {
      const answer = await call('chat.postMessage', params);
      return { ts: String(answer.ts ?? '') };
    },
    async setAssistantStatus(params) {
      await call('assistant.threads.setStatus', params);
    },
    async userInfo(userId) {
      const answer = await call('users.info', { user: userId });
      const user = (answer.user ?? {}) as {
        name?: string;
        real_name?: string;
        profile?: { display_name?: string; real_name?: string };
      };
      const name =
        user.profile?.display_name || user.profile?.real_name || user.real_name || user.name;
      return { name: name || userId, ...(user.name ? { username: user.name } : {}) };
    },
    async uploadFile(target, file) {
      const ticket = await call('files.getUploadURLExternal', {
        filename: file.filename,
        length: file.bytes.length,
      });
      const uploadUrl = String(ticket.upload_url ?? '');
      const fileId = String(ticket.file_id ?? '');
      if (!uploadUrl || !fileId) {
        throw new SlackApiError('files.getUploadURLExternal', 'no upload_url in the answer');
      }
      const uploaded = await send('file upload', () =>
        options.http.request({
          method: 'POST',
          url: uploadUrl,
          headers: { 'content-type': file.mimeType },
          body: file.bytes,
          timeoutMs,
          responseType: 'text',
        }),
      );
      if (uploaded.status < 200 || uploaded.status >= 300) {
        throw new SlackApiError('file upload', `HTTP ${uploaded.status}`, {
          status: uploaded.status,
        });
      }
      await call('files.completeUploadExternal', {
        files: JSON.stringify([{ id: fileId, title: file.filename }]),
        channel_id: target.channel,
        thread_ts: target.thread_ts,
      });
      return { fileId };
    },
    async downloadFile(url, limits) {
      assertFileUrl(url, base);
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

/** The Web API's `{ ok, ... }` object, or null when the body is anything else. */
function webApiAnswer(parsedJson: boolean, body: unknown): WebApiAnswer | null {
  if (!parsedJson || typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const answer = body as WebApiAnswer;
  return typeof answer.ok === 'boolean' ? answer : null;
}

/** Where Slack serves `url_private` files (and, for a gateway or a fake, the API's own origin). */
const SLACK_FILES_ORIGIN = 'https://files.slack.com';

/**
 * The bot token goes only to Slack's file host or the configured API's origin, never to another
 * host an event names (the event is signed, but the token is worth more than one file).
 */
function assertFileUrl(url: string, base: string): void {
  let origin: string | null = null;
  try {
    origin = new URL(url).origin;
  } catch {
    origin = null;
  }
  if (origin !== SLACK_FILES_ORIGIN && origin !== new URL(base).origin) {
    throw new UpstreamError({
      code: 'PLATFORM_FILE_REFUSED',
      message: "the file is not on Slack's file host; it was not downloaded",
      retryable: false,
    });
  }
}
