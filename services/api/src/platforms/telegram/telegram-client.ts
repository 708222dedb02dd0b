/**
 * A client for the Telegram Bot API methods the channel uses, through the guarded HTTP client.
 * The bot token is only ever put in request paths, and Telegram's descriptions (which may quote
 * the request URL back) are redacted, so it never appears in errors or logs. 429 answers
 * are retried after Telegram's `retry_after` (capped); every other failure is a TelegramApiError.
 */
import { UpstreamError } from '@switchboard/kit/errors';
import type { Download, HttpClient } from '@switchboard/kit/http/types';
import { createRedactor } from '@switchboard/kit/redact';
import { rateLimitPolicy, type RateLimitOptions } from '../platform-client.js';

const TELEGRAM_TIMEOUT_MS = 15_000;
/** Telegram's own limit on one text message. */
export const TELEGRAM_MESSAGE_MAX_CHARS = 4096;

export interface TelegramClientOptions extends RateLimitOptions {
  http: HttpClient;
  /** Operator config TELEGRAM_API_BASE_URL, e.g. `https://api.telegram.org`. */
  baseUrl: string;
  token: string;
}

/** A Bot API call that Telegram refused; `telegramCode` is Telegram's `error_code`. */
export class TelegramApiError extends UpstreamError {
  readonly telegramCode: number;
  readonly description: string;

  /** `retryAfterSeconds`: flood control's `retry_after`, for whoever tries again later. */
  constructor(
    method: string,
    telegramCode: number,
    description: string,
    retryAfterSeconds?: number,
  ) {
    super({
      code: 'TELEGRAM_API_ERROR',
      message: `Telegram ${method} failed: ${description}`,
      status: telegramCode,
      // Flood control and Telegram's own failures pass; every other refusal is final.
      retryable: telegramCode === 429 || telegramCode >= 500,
      details: {
        method,
        telegram_error_code: telegramCode,
        description,
        ...(retryAfterSeconds !== undefined ? { retry_after: retryAfterSeconds } : {}),
      },
    });
    this.telegramCode = telegramCode;
    this.description = description;
  }

  /** The token is wrong or revoked (401), or malformed so Telegram knows no such bot (404). */
  get isTokenRejected(): boolean {
    return this.telegramCode === 401 || this.telegramCode === 404;
  }
}

export interface TelegramFile {
  file_id: string;
  file_size?: number;
  file_path?: string;
}

export interface UploadFile {
  bytes: Buffer;
  filename: string;
  mimeType: string;
}

/** A sent message, as the Bot API answers it (only what the service keeps). */
export interface SentTelegramMessage {
  message_id: number;
}

/** Buttons under a message: rows of callback buttons (`callback_data` 1-64 bytes). */
export interface InlineKeyboard {
  inline_keyboard: Array<Array<{ text: string; callback_data: string }>>;
}

export interface TelegramClient {
  setWebhook(params: {
    url: string;
    secret_token: string;
    allowed_updates?: string[];
  }): Promise<void>;
  deleteWebhook(): Promise<void>;
  getFile(fileId: string): Promise<TelegramFile>;
  /** Downloads a file by the `file_path` getFile returned, within size and type limits. */
  downloadFile(
    filePath: string,
    limits: { maxBytes: number; allowedMimeTypes?: string[]; toFile?: string },
  ): Promise<Download>;
  sendMessage(
    chatId: string,
    text: string,
    keyboard?: InlineKeyboard,
  ): Promise<SentTelegramMessage>;
  sendPhoto(
    chatId: string,
    file: UploadFile,
    keyboard?: InlineKeyboard,
  ): Promise<SentTelegramMessage>;
  sendDocument(
    chatId: string,
    file: UploadFile,
    keyboard?: InlineKeyboard,
  ): Promise<SentTelegramMessage>;
  sendChatAction(
    chatId: string,
    action: 'typing' | 'upload_photo' | 'upload_document',
  ): Promise<void>;
  /** Ends the press's progress indicator in the user's app (every press must be answered). */
  answerCallbackQuery(callbackQueryId: string): Promise<void>;
}

interface BotApiAnswer {
  ok?: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

/** What an unreadable answer is reported as: a bad gateway, retryable, not a token refusal. */
const UNREADABLE_ANSWER_CODE = 502;

/** The Bot API's `{ ok, ... }` object, or null when the body is anything else. */
function botApiAnswer(parsedJson: boolean, body: unknown): BotApiAnswer | null {
  if (!parsedJson || typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const answer = body as BotApiAnswer;
  return typeof answer.ok === 'boolean' ? answer : null;
}

/**
 * Refuses a `file_path` that would leave `/file/bot<token>/` once the URL is resolved: a leading
 * `/`, an empty segment, a `.` or `..` segment (also percent-encoded, which URL parsing decodes),
 * a backslash (read as `/` in http URLs), or `?` / `#` (which would end the path).
 */
function assertFilePath(filePath: string): void {
  const segments = filePath.split('/');
  const unsafe =
    /[\\?#]/.test(filePath) ||
    segments.some((segment) => {
      const dots = segment.replace(/%2e/gi, '.');
      return segment === '' || dots === '.' || dots === '..';
    });
  if (unsafe) {
    throw new UpstreamError({
      code: 'TELEGRAM_BAD_FILE_PATH',
      message: "Telegram gave a file path outside the bot's files; the file was not downloaded",
      retryable: false,
    });
  }
}

/** Builds a client for one bot token. */
export function createTelegramClient(options: TelegramClientOptions): TelegramClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const policy = rateLimitPolicy(options, TELEGRAM_TIMEOUT_MS);
  const { timeoutMs } = policy;
  const redact = createRedactor([options.token]);

  async function call(method: string, payload: Payload): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      const body = await payload.encode();
      const response = await options.http.request({
        method: 'POST',
        url: `${base}/bot${options.token}/${method}`,
        headers: { 'content-type': body.contentType },
        body: body.bytes,
        timeoutMs,
      });
      const answer = botApiAnswer(response.parsedJson, response.body);
      // Not a Bot API answer at all (an HTML error page, a proxy's garbage, even with a 200): the
      // upstream failed, whatever the HTTP status says. Reported as a 502 so it is retried and
      // never read as Telegram refusing the token (a 401/404 page would disconnect the channel).
      if (!answer) {
        throw new TelegramApiError(
          method,
          UNREADABLE_ANSWER_CODE,
          `the Bot API answered HTTP ${response.status} with a body that is not a Bot API answer`,
        );
      }
      if (response.status === 200 && answer.ok === true) return answer.result;
      const code = answer.error_code ?? response.status;
      const description = redact(answer.description ?? `HTTP ${response.status}`);
      const retryAfter = answer.parameters?.retry_after;
      if (code === 429 && (await policy.waitToRetry(attempt, retryAfter))) continue;
      throw new TelegramApiError(method, code, description, retryAfter);
    }
  }

  const json = (method: string, params: Record<string, unknown>) =>
    call(method, jsonPayload(params));
  const upload = (
    method: string,
    field: string,
    chatId: string,
    file: UploadFile,
    keyboard?: InlineKeyboard,
  ) =>
    call(
      method,
      multipartPayload(
        // Multipart fields are text: the keyboard goes as its JSON, as the Bot API reads it.
        { chat_id: chatId, ...(keyboard ? { reply_markup: JSON.stringify(keyboard) } : {}) },
        field,
        file,
      ),
    );

  return {
    async setWebhook(params) {
      await json('setWebhook', params);
    },
    async deleteWebhook() {
      await json('deleteWebhook', {});
    },
    async getFile(fileId) {
      return (await json('getFile', { file_id: fileId })) as TelegramFile;
    },
    async downloadFile(filePath, limits) {
      assertFilePath(filePath);
      return options.http.download({
        url: `${base}/file/bot${options.token}/${filePath}`,
        maxBytes: limits.maxBytes,
        timeoutMs,
        ...(limits.allowedMimeTypes ? { allowedMimeTypes: limits.allowedMimeTypes } : {}),
        ...(limits.toFile ? { toFile: limits.toFile } : {}),
      });
    },
    async sendMessage(chatId, text, keyboard) {
      return sentMessage(
        'sendMessage',
        await json('sendMessage', {
          chat_id: chatId,
          text,
          ...(keyboard ? { reply_markup: keyboard } : {}),
        }),
      );
    },
    async sendPhoto(chatId, file, keyboard) {
      return sentMessage('sendPhoto', await upload('sendPhoto', 'photo', chatId, file, keyboard));
    },
    async sendDocument(chatId, file, keyboard) {
      return sentMessage(
        'sendDocument',
        await upload('sendDocument', 'document', chatId, file, keyboard),
      );
    },
    async sendChatAction(chatId, action) {
      await json('sendChatAction', { chat_id: chatId, action });
    },
    async answerCallbackQuery(callbackQueryId) {
      await json('answerCallbackQuery', { callback_query_id: callbackQueryId });
    },
  };
}

/** The sent message of a send method's `result`; a result without one is an unreadable answer. */
function sentMessage(method: string, result: unknown): SentTelegramMessage {
  const id = (result as { message_id?: unknown } | null)?.message_id;
  if (typeof id !== 'number') {
    throw new TelegramApiError(
      method,
      UNREADABLE_ANSWER_CODE,
      'the Bot API answered without a message_id',
    );
  }
  return { message_id: id };
}

interface Payload {
  encode(): Promise<{ contentType: string; bytes: Uint8Array }>;
}

function jsonPayload(params: Record<string, unknown>): Payload {
  const bytes = Buffer.from(JSON.stringify(params));
  return { encode: async () => ({ contentType: 'application/json', bytes }) };
}

function multipartPayload(
  fields: Record<string, string>,
  fileField: string,
  file: UploadFile,
): Payload {
  return {
    async encode() {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append(fileField, new Blob([file.bytes], { type: file.mimeType }), file.filename);
      // The platform's Response serialises FormData with a correct boundary; no extra dependency.
      const encoded = new Response(form);
      return {
        contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
        bytes: new Uint8Array(await encoded.arrayBuffer()),
      };
    },
  };
}
