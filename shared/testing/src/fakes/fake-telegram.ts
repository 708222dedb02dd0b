/**
 * A fake Telegram Bot API as a real HTTP server on loopback: `/bot<token>/<method>` and
 * `/file/bot<token>/<file_path>`, answering in the Bot API's `{ ok, result | error_code,
 * description, parameters }` shape. Tests wait on recorded calls instead of sleeping.
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

export interface FakeTelegram {
  /** The Bot API base URL to configure as TELEGRAM_API_BASE_URL. */
  url: string;
  calls: Recorder<TelegramCall>;
  /** Tokens the fake accepts; any other token gets 401 Unauthorized. */
  validTokens: Set<string>;
  /** Makes the next `count` calls of `method` answer 429 with `retry_after` seconds. */
  rateLimit(method: string, retryAfterSeconds: number, count?: number): void;
  /** Makes a token invalid from now on (401 Unauthorized), as when its owner revokes it. */
  revoke(token: string): void;
  /** Registers a file for getFile and the file download. */
  addFile(file: StoredTelegramFile): void;
  close(): Promise<void>;
}

/** Starts the fake Bot API. */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls = new Recorder<TelegramCall>();
  const validTokens = new Set<string>();
  const limits = new Map<string, { retryAfter: number; remaining: number }>();
  const files = new Map<string, StoredTelegramFile>();
  let nextMessageId = 1000;

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
      return sendJson(res, 200, { ok: true, result: answer(method, parsed.params) });
    })();
  });

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
      return { message_id: nextMessageId, chat: { id: Number(params.chat_id) }, date: 0 };
    }
    return true;
  }

  return {
    url: running.url,
    calls,
    validTokens,
    rateLimit: (method, retryAfter, count = 1) =>
      limits.set(method, { retryAfter, remaining: count }),
    revoke: (token) => validTokens.delete(token),
    addFile: (file) => files.set(file.fileId, file),
    close: running.close,
  };
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
