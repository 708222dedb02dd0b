/**
 * A fake Telegram Bot API as a real HTTP server on loopback: `/bot<token>/<method>` and
 * `/file/bot<token>/<file_path>`, answering in the Bot API's `{ ok, result | error_code,
 * description, parameters }` shape. It checks what Telegram checks for the methods the service
 * uses: message text (1-4096 characters), inline keyboards (rows of buttons with a text and 1-64
 * bytes of `callback_data`), chat actions, and that a callback query is answered once, and only one
 * it issued (`press`). With `floodControl` it answers a chat sent to faster than its pace with 429
 * and `retry_after`, as Telegram does. Tests wait on recorded calls instead of sleeping.
 */
import { useStarted } from '../api/hooks.js';
import { listenOnLoopback, Recorder, sendJson } from './http-server.js';

export interface TelegramCall {
  token: string;
  method: string;
  /** JSON body fields, or the text fields of a multipart upload. */
  params: Record<string, unknown>;
  /** Uploaded files of a multipart request, by field name. */
  files: Record<string, { name: string; type: string; bytes: Buffer }>;
}

export interface StoredTelegramFile {
  fileId: string;
  filePath: string;
  bytes: Buffer;
}

/** A message the fake accepted, as the chat would show it. */
export interface TelegramSentMessage {
  chatId: string;
  messageId: number;
  method: string;
  text?: string;
  replyMarkup?: InlineKeyboardMarkup;
}

export interface InlineKeyboardMarkup {
  inline_keyboard: Array<Array<{ text: string; callback_data?: string }>>;
}

/** A chat's pace: `burst` messages at once, then one per `intervalMs` (by the fake's `now`). */
export interface FloodControl {
  intervalMs: number;
  burst: number;
  /** Milliseconds; the test's virtual clock when the app runs on virtual timers. */
  now: () => number;
}

export interface FakeTelegram {
  /** The Bot API base URL to configure as TELEGRAM_API_BASE_URL. */
  url: string;
  calls: Recorder<TelegramCall>;
  /** Messages accepted by send methods, in order. */
  sent: Recorder<TelegramSentMessage>;
  /** Callback queries answered (`answerCallbackQuery`), by id. */
  answered: Recorder<string>;
  /** 429s answered by flood control, per chat id. */
  floods: Recorder<string>;
  /** Tokens the fake accepts; any other token gets 401 Unauthorized. */
  validTokens: Set<string>;
  /** Makes the next `count` calls of `method` answer 429 with `retry_after` seconds. */
  rateLimit(method: string, retryAfterSeconds: number, count?: number): void;
  /** Makes a token invalid from now on (401 Unauthorized), as when its owner revokes it. */
  revoke(token: string): void;
  /** Registers a file for getFile and the file download. */
  addFile(file: StoredTelegramFile): void;
  /** The user of chat `chatId` blocks the bot: sends there get 403 from now on. */
  block(chatId: string): void;
  /** Answers sends to a chat faster than `pace` with 429 `retry_after` (null: off). */
  floodControl(pace: FloodControl | null): void;
  /**
   * The update Telegram posts when `from` presses the button `data` under the sent message: a
   * `callback_query` the fake now expects to be answered.
   */
  press(
    message: TelegramSentMessage,
    data: string,
    from?: { id: number; first_name: string; username?: string },
  ): Record<string, unknown>;
  close(): Promise<void>;
}

const TEXT_MAX_CHARS = 4096;
const CALLBACK_DATA_MAX_BYTES = 64;
const CHAT_ACTIONS = new Set([
  'typing',
  'upload_photo',
  'record_video',
  'upload_video',
  'record_voice',
  'upload_voice',
  'upload_document',
  'choose_sticker',
  'find_location',
  'record_video_note',
  'upload_video_note',
]);

/** Starts the fake Bot API. */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls = new Recorder<TelegramCall>();
  const validTokens = new Set<string>();
  const limits = new Map<string, { retryAfter: number; remaining: number }>();
  const files = new Map<string, StoredTelegramFile>();
  const sent = new Recorder<TelegramSentMessage>();
  const answered = new Recorder<string>();
  const floods = new Recorder<string>();
  const pendingQueries = new Set<string>();
  const blocked = new Set<string>();
  const chatDue = new Map<string, number>();
  let flood: FloodControl | null = null;
  let nextMessageId = 1000;
  let nextQuery = 1;

  const running = await listenOnLoopback((req, res, raw) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const download = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
      if (download) {
        const file = [...files.values()].find((f) => f.filePath === download[2]);
        if (!validTokens.has(download[1]!) || !file) {
          return sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
        }
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(file.bytes);
      }
      const call = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
      if (!call)
        return sendJson(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      const [, token, method] = call as unknown as [string, string, string];
      const parsed = await parseBody(req.headers['content-type'] ?? '', raw);
      calls.push({ token, method, ...parsed });
      if (!validTokens.has(token)) {
        return sendJson(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      }
      const limit = limits.get(method);
      if (limit && limit.remaining > 0) {
        limit.remaining -= 1;
        return sendJson(res, 429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${limit.retryAfter}`,
          parameters: { retry_after: limit.retryAfter },
        });
      }
      if (method.startsWith('send') && blocked.has(String(parsed.params.chat_id))) {
        return sendJson(res, 403, {
          ok: false,
          error_code: 403,
          description: 'Forbidden: bot was blocked by the user',
        });
      }
      const refusal = check(method, parsed.params);
      if (refusal) {
        return sendJson(res, 400, { ok: false, error_code: 400, description: refusal });
      }
      const retryAfter = method.startsWith('send') ? flooded(String(parsed.params.chat_id)) : 0;
      if (retryAfter > 0) {
        floods.push(String(parsed.params.chat_id));
        return sendJson(res, 429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfter}`,
          parameters: { retry_after: retryAfter },
        });
      }
      return sendJson(res, 200, { ok: true, result: answer(method, parsed.params) });
    })();
  });

  /** Telegram's "Bad Request" for a call it would refuse, or null. */
  function check(method: string, params: Record<string, unknown>): string | null {
    if (method === 'sendMessage') {
      const text = params.text;
      if (typeof text !== 'string' || text.trim() === '') {
        return 'Bad Request: message text is empty';
      }
      if (text.length > TEXT_MAX_CHARS) return 'Bad Request: message is too long';
    }
    if (method.startsWith('send') && params.reply_markup !== undefined) {
      const problem = checkKeyboard(params.reply_markup);
      if (problem) return `Bad Request: ${problem}`;
    }
    if (method === 'sendChatAction' && !CHAT_ACTIONS.has(String(params.action))) {
      return 'Bad Request: wrong parameter action in request';
    }
    if (method === 'answerCallbackQuery') {
      const id = String(params.callback_query_id ?? '');
      if (!pendingQueries.delete(id)) {
        return 'Bad Request: query is too old and response timeout expired or query ID is invalid';
      }
    }
    return null;
  }

  /** Seconds a send to `chatId` must wait under flood control, or 0. */
  function flooded(chatId: string): number {
    if (!flood) return 0;
    const now = flood.now();
    const due = chatDue.get(chatId) ?? now;
    const at = Math.max(now, due - (flood.burst - 1) * flood.intervalMs);
    if (at > now) return Math.max(1, Math.ceil((at - now) / 1000));
    chatDue.set(chatId, Math.max(due, now) + flood.intervalMs);
    return 0;
  }

  function answer(method: string, params: Record<string, unknown>): unknown {
    if (method === 'getFile') {
      const file = files.get(String(params.file_id));
      if (!file) return { file_id: params.file_id };
      return {
        file_id: file.fileId,
        file_unique_id: `u${file.fileId}`,
        file_size: file.bytes.length,
        file_path: file.filePath,
      };
    }
    if (method.startsWith('send') && method !== 'sendChatAction') {
      nextMessageId += 1;
      const markup = keyboardOf(params.reply_markup);
      sent.push({
        chatId: String(params.chat_id),
        messageId: nextMessageId,
        method,
        ...(typeof params.text === 'string' ? { text: params.text } : {}),
        ...(markup ? { replyMarkup: markup } : {}),
      });
      return {
        message_id: nextMessageId,
        chat: { id: Number(params.chat_id) },
        date: Math.floor(Date.now() / 1000),
        ...(typeof params.text === 'string' ? { text: params.text } : {}),
        ...(markup ? { reply_markup: markup } : {}),
      };
    }
    if (method === 'answerCallbackQuery') answered.push(String(params.callback_query_id));
    return true;
  }

  return {
    url: running.url,
    calls,
    sent,
    answered,
    floods,
    block: (chatId) => blocked.add(chatId),
    floodControl: (pace) => {
      flood = pace;
      chatDue.clear();
    },
    press: (message, data, from = { id: 42, first_name: 'Ada', username: 'ada' }) => {
      const id = `cbq${nextQuery++}`;
      pendingQueries.add(id);
      return {
        update_id: 900_000 + nextQuery,
        callback_query: {
          id,
          from: { ...from, is_bot: false },
          chat_instance: `ci${message.chatId}`,
          data,
          message: {
            message_id: message.messageId,
            chat: { id: Number(message.chatId) },
            date: 0,
            ...(message.text ? { text: message.text } : {}),
            ...(message.replyMarkup ? { reply_markup: message.replyMarkup } : {}),
          },
        },
      };
    },
    validTokens,
    rateLimit: (method, retryAfter, count = 1) =>
      limits.set(method, { retryAfter, remaining: count }),
    revoke: (token) => validTokens.delete(token),
    addFile: (file) => files.set(file.fileId, file),
    close: running.close,
  };
}

/** The keyboard a send carried (JSON in a multipart upload), or undefined. */
function keyboardOf(raw: unknown): InlineKeyboardMarkup | undefined {
  if (raw === undefined) return undefined;
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return value as InlineKeyboardMarkup;
}

/** What Telegram objects to in an inline keyboard, or null. */
function checkKeyboard(raw: unknown): string | null {
  let markup: unknown;
  try {
    markup = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return "can't parse reply keyboard markup JSON object";
  }
  const rows = (markup as { inline_keyboard?: unknown }).inline_keyboard;
  if (!Array.isArray(rows) || rows.some((row) => !Array.isArray(row))) {
    return 'field "inline_keyboard" of the InlineKeyboardMarkup should be an Array of Arrays';
  }
  for (const button of rows.flat() as Array<{ text?: unknown; callback_data?: unknown }>) {
    if (typeof button.text !== 'string' || button.text === '')
      return 'text buttons are unallowed in the inline keyboard';
    const data = button.callback_data;
    if (
      typeof data !== 'string' ||
      data === '' ||
      Buffer.byteLength(data, 'utf8') > CALLBACK_DATA_MAX_BYTES
    ) {
      return 'BUTTON_DATA_INVALID';
    }
  }
  return null;
}

async function parseBody(
  contentType: string,
  raw: Buffer,
): Promise<Pick<TelegramCall, 'params' | 'files'>> {
  if (contentType.startsWith('multipart/form-data')) {
    // undici's Request parses multipart exactly as a server would; no extra dependency needed.
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
    const params: Record<string, unknown> = {};
    const files: TelegramCall['files'] = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') params[name] = value;
      else {
        files[name] = {
          name: value.name,
          type: value.type,
          bytes: Buffer.from(await value.arrayBuffer()),
        };
      }
    }
    return { params, files };
  }
  if (raw.length === 0) return { params: {}, files: {} };
  return { params: JSON.parse(raw.toString('utf8')) as Record<string, unknown>, files: {} };
}

/** A fake Bot API for this test file that accepts `tokens`: started in beforeAll, closed in afterAll. */
export function useFakeTelegram(tokens: readonly string[] = []): FakeTelegram {
  return useStarted(
    async () => {
      const telegram = await startFakeTelegram();
      for (const token of tokens) telegram.validTokens.add(token);
      return telegram;
    },
    (telegram) => telegram.close(),
  );
}
