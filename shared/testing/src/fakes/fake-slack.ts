/**
 * A fake Slack Web API as a real HTTP server on loopback, checking what Slack checks: the bearer
 * token (unknown: `invalid_auth`, revoked: `token_revoked`), each method's required arguments,
 * `chat.postMessage` text over 40,000 characters (`msg_too_long`), the upload flow (the bytes
 * posted to the upload URL must be the `length` announced, and only uploaded files complete).
 * Files for `url_private` are served only with a valid bearer token; without one Slack answers
 * its sign-in page with a 200, and so does the fake. 429s carry `Retry-After`. Block Kit `blocks`
 * are checked as Slack checks them for the kinds the service sends (section text up to 3,000
 * characters; actions blocks of buttons with plain-text labels up to 75 characters and distinct
 * `action_id`s): `invalid_blocks` otherwise. `assistant.threads.setStatus` works only for an app
 * with the assistant feature (`addBot(..., { assistant: true })`; else `missing_scope`) and needs a
 * thread.
 */
import { useStarted } from '../api/hooks.js';
import { listenOnLoopback, Recorder, sendJson } from './http-server.js';

/** Slack's limit before it refuses a message's text. */
export const SLACK_TEXT_MAX_CHARS = 40_000;

export interface SlackCall {
  method: string;
  token: string | null;
  params: Record<string, string>;
}

export interface SlackBotIdentity {
  team_id: string;
  user_id: string;
  bot_id: string;
}

export interface SlackUploadedFile {
  file_id: string;
  filename: string;
  bytes: Buffer;
  /** Set once files.completeUploadExternal shared it. */
  channel_id?: string;
  thread_ts?: string;
}

export interface FakeSlack {
  /** The Web API base URL to configure as SLACK_API_BASE_URL. */
  url: string;
  calls: Recorder<SlackCall>;
  /** Completed uploads (files.completeUploadExternal), in order. */
  uploads: Recorder<SlackUploadedFile>;
  /**
   * Makes `token` valid for the bot `identity` (auth.test answers it); `assistant`: the app has
   * the assistant feature and its scope, so it may set a thread's status.
   */
  addBot(token: string, identity: SlackBotIdentity, options?: { assistant?: boolean }): void;
  /** Makes a token answer `token_revoked` from now on. */
  revoke(token: string): void;
  /** Makes the next `count` calls of `method` answer HTTP 429 with `Retry-After`. */
  rateLimit(method: string, retryAfterSeconds: number, count?: number): void;
  /** Serves `bytes` at `{url}/files-pri/{path}` to requests with a valid bearer token. */
  addFile(path: string, bytes: Buffer, mimeType: string): string;
  /** Names a user for users.info. */
  addUser(id: string, profile: { display_name: string; real_name: string; name: string }): void;
  close(): Promise<void>;
}

const SIGN_IN_PAGE = '<!DOCTYPE html><html><body>Sign in to Slack</body></html>';

/** Starts the fake Web API. */
export async function startFakeSlack(): Promise<FakeSlack> {
  const calls = new Recorder<SlackCall>();
  const uploads = new Recorder<SlackUploadedFile>();
  const bots = new Map<string, SlackBotIdentity>();
  const assistants = new Set<string>();
  const revoked = new Set<string>();
  const limits = new Map<string, { retryAfter: number; remaining: number }>();
  const files = new Map<string, { bytes: Buffer; mimeType: string }>();
  const users = new Map<string, { display_name: string; real_name: string; name: string }>();
  const pending = new Map<string, { filename: string; length: number; bytes?: Buffer }>();
  let nextId = 1;
  let baseUrl = '';

  const running = await listenOnLoopback((req, res, raw) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const valid = token !== null && bots.has(token) && !revoked.has(token);
    const file = /^\/files-pri\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && file) {
      const stored = files.get(file[1]!);
      if (!valid || !stored) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(SIGN_IN_PAGE);
      }
      res.writeHead(200, {
        'content-type': stored.mimeType,
        'content-length': stored.bytes.length,
      });
      return res.end(stored.bytes);
    }
    const upload = /^\/upload\/(F\w+)$/.exec(url.pathname);
    if (req.method === 'POST' && upload) {
      const ticket = pending.get(upload[1]!);
      if (!ticket) return sendJson(res, 404, { error: 'unknown upload' });
      if (raw.length !== ticket.length) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end(`expected ${ticket.length} bytes, got ${raw.length}`);
      }
      ticket.bytes = raw;
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end(`OK - ${raw.length}`);
    }
    const method = url.pathname.slice(1);
    const params = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    calls.push({ method, token, params });
    const limit = limits.get(method);
    if (limit && limit.remaining > 0) {
      limit.remaining -= 1;
      res.writeHead(429, { 'retry-after': String(limit.retryAfter) });
      return res.end();
    }
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      return sendJson(res, 200, { ok: false, error: 'invalid_form_data' });
    }
    if (token === null) return sendJson(res, 200, { ok: false, error: 'not_authed' });
    if (revoked.has(token)) return sendJson(res, 200, { ok: false, error: 'token_revoked' });
    if (!valid) return sendJson(res, 200, { ok: false, error: 'invalid_auth' });
    return sendJson(res, 200, answer(method, params, bots.get(token)!, token));
  });
  baseUrl = running.url;

  function answer(
    method: string,
    params: Record<string, string>,
    bot: SlackBotIdentity,
    token: string,
  ): unknown {
    switch (method) {
      case 'assistant.threads.setStatus':
        if (!assistants.has(token)) {
          return { ok: false, error: 'missing_scope', needed: 'assistant:write' };
        }
        if (!params.channel_id) return { ok: false, error: 'channel_not_found' };
        if (!params.thread_ts) return { ok: false, error: 'invalid_thread_ts' };
        if (params.status === undefined) return { ok: false, error: 'invalid_arguments' };
        return { ok: true };
      case 'auth.test':
        return { ok: true, url: 'https://fake.slack.com/', team: 'Fake', user: 'bot', ...bot };
      case 'chat.postMessage':
        if (!params.channel) return { ok: false, error: 'channel_not_found' };
        if (!params.text && !params.blocks) return { ok: false, error: 'no_text' };
        if (params.text && params.text.length > SLACK_TEXT_MAX_CHARS) {
          return { ok: false, error: 'msg_too_long' };
        }
        if (params.blocks !== undefined && !validBlocks(params.blocks)) {
          return { ok: false, error: 'invalid_blocks' };
        }
        return {
          ok: true,
          channel: params.channel,
          ts: `1700000000.${String(nextId++).padStart(6, '0')}`,
        };
      case 'users.info': {
        const user = users.get(params.user ?? '');
        if (!user) return { ok: false, error: 'user_not_found' };
        return {
          ok: true,
          user: { id: params.user, name: user.name, real_name: user.real_name, profile: user },
        };
      }
      case 'files.getUploadURLExternal': {
        const length = Number(params.length);
        if (!params.filename || !Number.isInteger(length) || length <= 0) {
          return { ok: false, error: 'invalid_arguments' };
        }
        const fileId = `F${String(nextId++).padStart(8, '0')}`;
        pending.set(fileId, { filename: params.filename, length });
        return { ok: true, upload_url: `${baseUrl}/upload/${fileId}`, file_id: fileId };
      }
      case 'files.completeUploadExternal': {
        let listed: Array<{ id?: string }> = [];
        try {
          listed = JSON.parse(params.files ?? '[]') as Array<{ id?: string }>;
        } catch {
          return { ok: false, error: 'invalid_arguments' };
        }
        const done = listed.map((f) => [f.id ?? '', pending.get(f.id ?? '')] as const);
        if (done.length === 0 || done.some(([, ticket]) => !ticket?.bytes)) {
          return { ok: false, error: 'upload_not_found' };
        }
        for (const [fileId, ticket] of done) {
          uploads.push({
            file_id: fileId,
            filename: ticket!.filename,
            bytes: ticket!.bytes!,
            ...(params.channel_id ? { channel_id: params.channel_id } : {}),
            ...(params.thread_ts ? { thread_ts: params.thread_ts } : {}),
          });
        }
        return { ok: true, files: done.map(([id]) => ({ id })) };
      }
      default:
        return { ok: false, error: 'unknown_method' };
    }
  }

  return {
    url: running.url,
    calls,
    uploads,
    addBot: (token, identity, options = {}) => {
      bots.set(token, identity);
      if (options.assistant) assistants.add(token);
    },
    revoke: (token) => revoked.add(token),
    rateLimit: (method, retryAfter, count = 1) =>
      limits.set(method, { retryAfter, remaining: count }),
    addFile: (path, bytes, mimeType) => {
      files.set(path, { bytes, mimeType });
      return `${running.url}/files-pri/${path}`;
    },
    addUser: (id, profile) => users.set(id, profile),
    close: running.close,
  };
}

const SECTION_TEXT_MAX = 3000;
const BUTTON_TEXT_MAX = 75;
const ACTION_ID_MAX = 255;
const BUTTON_VALUE_MAX = 2000;
const BLOCKS_MAX = 50;
const ACTIONS_ELEMENTS_MAX = 25;

interface Block {
  type?: unknown;
  text?: { type?: unknown; text?: unknown };
  elements?: Array<{
    type?: unknown;
    action_id?: unknown;
    value?: unknown;
    text?: { type?: unknown; text?: unknown };
  }>;
}

/** Whether Slack would take these `blocks` (only the block kinds the service sends are known). */
function validBlocks(json: string): boolean {
  let blocks: Block[];
  try {
    blocks = JSON.parse(json) as Block[];
  } catch {
    return false;
  }
  if (!Array.isArray(blocks) || blocks.length === 0 || blocks.length > BLOCKS_MAX) return false;
  const actionIds = new Set<string>();
  return blocks.every((block) => {
    if (block.type === 'section') {
      const text = block.text?.text;
      return typeof text === 'string' && text.length > 0 && text.length <= SECTION_TEXT_MAX;
    }
    if (block.type !== 'actions') return false;
    const elements = block.elements ?? [];
    if (elements.length === 0 || elements.length > ACTIONS_ELEMENTS_MAX) return false;
    return elements.every((element) => {
      const label = element.text?.text;
      const id = element.action_id;
      const ok =
        element.type === 'button' &&
        element.text?.type === 'plain_text' &&
        typeof label === 'string' &&
        label.length > 0 &&
        label.length <= BUTTON_TEXT_MAX &&
        typeof id === 'string' &&
        id.length > 0 &&
        id.length <= ACTION_ID_MAX &&
        !actionIds.has(id) &&
        (element.value === undefined ||
          (typeof element.value === 'string' && element.value.length <= BUTTON_VALUE_MAX));
      if (typeof id === 'string') actionIds.add(id);
      return ok;
    });
  });
}

/** A fake Slack for this test file: started in beforeAll, closed in afterAll. */
export function useFakeSlack(): FakeSlack {
  return useStarted(startFakeSlack, (slack) => slack.close());
}
