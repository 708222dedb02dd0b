/**
 * A fake WhatsApp Cloud API (Graph API) as a real HTTP server on loopback, checking what Meta
 * checks: the bearer token and that it may use the phone number (else OAuthException 190 or error
 * 100), `messaging_product: "whatsapp"`, a recipient and a known type, text bodies of at most
 * 4,096 characters, media ids that were uploaded, uploaded images of at most 5 MB, interactive
 * reply buttons (1-3, ids up to 256 characters, titles up to 20, both distinct; a body up to 1,024
 * characters: 131009 otherwise), templates (only registered ones, in their language and with their
 * number of body parameters: 132001 / 132000), and the 24-hour customer service window (131047 for
 * free-form messages to a user whose window is closed; templates still go). A read receipt with
 * the typing indicator (`status: "read"`, `message_id`, `typing_indicator: { type: "text" }`) is
 * recorded. Media of user messages is served through `GET /{media_id}` and its URL, both with the
 * token.
 */
import { useStarted } from '../api/hooks.js';
import { listenOnLoopback, Recorder, sendJson } from './http-server.js';

export interface WhatsAppSent {
  phoneNumberId: string;
  token: string | null;
  body: Record<string, unknown>;
  /** The `wamid` the fake gave the message (statuses name it). */
  wamid: string;
}

/** A read receipt the business sent, with or without the typing indicator. */
export interface WhatsAppRead {
  phoneNumberId: string;
  messageId: string;
  typing: boolean;
}

export interface WhatsAppUploaded {
  id: string;
  type: string;
  filename: string;
  bytes: Buffer;
}

export interface FakeWhatsApp {
  /** The Graph API base URL to configure as WHATSAPP_API_BASE_URL. */
  url: string;
  /** Accepted `/messages` sends. */
  sent: Recorder<WhatsAppSent>;
  /** Every request: method and path (no query). */
  requests: Recorder<{ method: string; path: string; token: string | null }>;
  uploads: Recorder<WhatsAppUploaded>;
  /** Lets `token` use `phoneNumberId`. */
  addNumber(phoneNumberId: string, token: string): void;
  /** Makes `token` invalid from now on (190), as when it is revoked. */
  revoke(token: string): void;
  /** Read receipts (and typing indicators) the number sent. */
  reads: Recorder<WhatsAppRead>;
  /** Makes sends to `waId` fail with 131047, as 24 hours after the user last wrote. */
  closeWindow(waId: string): void;
  /** Approves a template: `name` in `language`, with `bodyParameters` variables in its body. */
  addTemplate(name: string, language: string, bodyParameters?: number): void;
  /** Makes the next `count` sends answer HTTP 429 (130429) with `Retry-After`. */
  rateLimit(retryAfterSeconds: number, count?: number): void;
  /** Stores user media under `mediaId`. */
  addMedia(mediaId: string, bytes: Buffer, mimeType: string): void;
  close(): Promise<void>;
}

const TEXT_MAX = 4096;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

function graphError(
  res: Parameters<typeof sendJson>[0],
  status: number,
  code: number,
  message: string,
) {
  sendJson(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'Afake' } });
}

/** Starts the fake Graph API. */
export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const sent = new Recorder<WhatsAppSent>();
  const requests = new Recorder<{ method: string; path: string; token: string | null }>();
  const uploads = new Recorder<WhatsAppUploaded>();
  const numbers = new Map<string, Set<string>>();
  const revoked = new Set<string>();
  const closed = new Set<string>();
  const media = new Map<string, { bytes: Buffer; mimeType: string }>();
  const uploaded = new Map<string, WhatsAppUploaded>();
  const reads = new Recorder<WhatsAppRead>();
  const templates = new Map<string, number>();
  let limit = { retryAfter: 0, remaining: 0 };
  let nextId = 1;
  let baseUrl = '';

  const running = await listenOnLoopback((req, res, raw) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, token });
      const known = token !== null && numbers.has(token) && !revoked.has(token);
      if (!known) {
        return graphError(
          res,
          401,
          190,
          'Error validating access token: The session has been invalidated.',
        );
      }
      const allowed = numbers.get(token)!;
      const bytes = /^\/media-bytes\/(\w+)$/.exec(url.pathname);
      if (req.method === 'GET' && bytes) {
        const file = media.get(bytes[1]!);
        if (!file) return graphError(res, 404, 100, 'Media not found');
        res.writeHead(200, { 'content-type': file.mimeType, 'content-length': file.bytes.length });
        return res.end(file.bytes);
      }
      const [, id = '', edge] = url.pathname.split('/');
      if (req.method === 'GET' && edge === undefined) {
        const file = media.get(id);
        if (file) {
          return sendJson(res, 200, {
            messaging_product: 'whatsapp',
            url: `${baseUrl}/media-bytes/${id}`,
            mime_type: file.mimeType,
            sha256: 'x',
            file_size: file.bytes.length,
            id,
          });
        }
        if (!allowed.has(id)) {
          return graphError(
            res,
            400,
            100,
            `Unsupported get request. Object with ID '${id}' does not exist.`,
          );
        }
        return sendJson(res, 200, {
          display_phone_number: '+1 555 0100',
          verified_name: 'Fake',
          id,
        });
      }
      if (!allowed.has(id))
        return graphError(res, 400, 100, `Object with ID '${id}' does not exist.`);
      if (req.method === 'POST' && edge === 'media')
        return upload(req.headers['content-type'] ?? '', raw, res);
      if (req.method === 'POST' && edge === 'messages') return send(id, token, raw, res);
      return graphError(res, 400, 100, 'Unknown path');
    })();
  });
  baseUrl = running.url;

  async function upload(contentType: string, raw: Buffer, res: Parameters<typeof sendJson>[0]) {
    if (!contentType.startsWith('multipart/form-data')) {
      return graphError(res, 400, 100, 'Media upload must be multipart/form-data');
    }
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: raw,
    }).formData();
    const file = form.get('file');
    if (
      form.get('messaging_product') !== 'whatsapp' ||
      typeof form.get('type') !== 'string' ||
      !(file instanceof File)
    ) {
      return graphError(res, 400, 100, 'Param messaging_product, type and file are required');
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const type = String(form.get('type'));
    if (type.startsWith('image/') && bytes.length > IMAGE_MAX_BYTES) {
      return graphError(res, 400, 131053, 'Media upload error: image over 5 MB');
    }
    const id = `m${nextId++}`;
    const record = { id, type, filename: file.name, bytes };
    uploaded.set(id, record);
    uploads.push(record);
    return sendJson(res, 200, { id });
  }

  function send(
    phoneNumberId: string,
    token: string,
    raw: Buffer,
    res: Parameters<typeof sendJson>[0],
  ) {
    if (limit.remaining > 0) {
      limit.remaining -= 1;
      res.setHeader('retry-after', String(limit.retryAfter));
      return graphError(res, 429, 130429, 'Rate limit hit');
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      return graphError(res, 400, 100, 'Invalid JSON');
    }
    if (body.messaging_product !== 'whatsapp') {
      return graphError(res, 400, 100, 'The parameter messaging_product is required.');
    }
    if (body.status === 'read') return markRead(phoneNumberId, body, res);
    if (typeof body.to !== 'string' || body.to === '')
      return graphError(res, 400, 100, 'Param to is required');
    const problem = checkContent(body);
    if (problem) return graphError(res, 400, problem.code, problem.message);
    if (closed.has(body.to) && body.type !== 'template') {
      return graphError(res, 400, 131047, 'Re-engagement message');
    }
    const wamid = `wamid.out${nextId++}`;
    sent.push({ phoneNumberId, token, body, wamid });
    return sendJson(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: wamid }],
    });
  }

  function markRead(
    phoneNumberId: string,
    body: Record<string, unknown>,
    res: Parameters<typeof sendJson>[0],
  ) {
    const messageId = body.message_id;
    if (typeof messageId !== 'string' || !messageId.startsWith('wamid.')) {
      return graphError(res, 400, 100, "Param message_id must be a received message's wamid");
    }
    const indicator = body.typing_indicator as { type?: unknown } | undefined;
    if (indicator !== undefined && indicator.type !== 'text') {
      return graphError(res, 400, 100, "Param typing_indicator['type'] must be text");
    }
    reads.push({ phoneNumberId, messageId, typing: indicator !== undefined });
    return sendJson(res, 200, { success: true });
  }

  function checkContent(body: Record<string, unknown>): { code: number; message: string } | null {
    const invalid = (message: string) => ({ code: 100, message });
    if (body.type === 'interactive') {
      const problem = checkButtons(body.interactive);
      return problem ? { code: 131009, message: `Parameter value is not valid: ${problem}` } : null;
    }
    if (body.type === 'template') return checkTemplate(body.template);
    const problem = checkPlain(body);
    return problem ? invalid(problem) : null;
  }

  function checkTemplate(raw: unknown): { code: number; message: string } | null {
    const template = (raw ?? {}) as {
      name?: unknown;
      language?: { code?: unknown };
      components?: Array<{ type?: unknown; parameters?: unknown[] }>;
    };
    const key = `${String(template.name)}:${String(template.language?.code)}`;
    const wanted = templates.get(key);
    if (wanted === undefined) {
      return { code: 132001, message: 'Template name does not exist in the translation' };
    }
    const body = (template.components ?? []).find((c) => c.type === 'body');
    const given = body?.parameters?.length ?? 0;
    if (given !== wanted) {
      return {
        code: 132000,
        message: `Number of parameters does not match the expected number of params (${given} given, ${wanted} expected)`,
      };
    }
    return null;
  }

  function checkPlain(body: Record<string, unknown>): string | null {
    if (body.type === 'text') {
      const text = (body.text ?? {}) as { body?: unknown };
      if (typeof text.body !== 'string' || text.body === '')
        return "Param text['body'] is required";
      if (text.body.length > TEXT_MAX)
        return `Param text['body'] must be at most ${TEXT_MAX} characters long.`;
      return null;
    }
    if (body.type === 'image' || body.type === 'document') {
      const item = (body[body.type] ?? {}) as { id?: unknown };
      if (typeof item.id !== 'string' || !uploaded.has(item.id))
        return `Param ${body.type}['id'] is not a valid media id`;
      return null;
    }
    return `Param type must be one of text, image, document (got ${String(body.type)})`;
  }

  return {
    url: running.url,
    sent,
    requests,
    uploads,
    reads,
    addTemplate: (name, language, bodyParameters = 0) =>
      templates.set(`${name}:${language}`, bodyParameters),
    addNumber: (phoneNumberId, token) => {
      const set = numbers.get(token) ?? new Set<string>();
      set.add(phoneNumberId);
      numbers.set(token, set);
    },
    revoke: (token) => revoked.add(token),
    closeWindow: (waId) => closed.add(waId),
    rateLimit: (retryAfter, count = 1) => {
      limit = { retryAfter, remaining: count };
    },
    addMedia: (mediaId, bytes, mimeType) => media.set(mediaId, { bytes, mimeType }),
    close: running.close,
  };
}

const BUTTON_ID_MAX = 256;
const BUTTON_TITLE_MAX = 20;
const INTERACTIVE_BODY_MAX = 1024;

/** What Meta objects to in an interactive reply-buttons message, or null. */
function checkButtons(raw: unknown): string | null {
  const interactive = (raw ?? {}) as {
    type?: unknown;
    body?: { text?: unknown };
    action?: { buttons?: Array<{ type?: unknown; reply?: { id?: unknown; title?: unknown } }> };
  };
  if (interactive.type !== 'button') return "interactive['type'] must be button";
  const text = interactive.body?.text;
  if (typeof text !== 'string' || text === '' || text.length > INTERACTIVE_BODY_MAX) {
    return `body['text'] must be 1-${INTERACTIVE_BODY_MAX} characters`;
  }
  const buttons = interactive.action?.buttons ?? [];
  if (buttons.length < 1 || buttons.length > 3) return 'action must have 1-3 buttons';
  const ids = new Set<string>();
  const titles = new Set<string>();
  for (const button of buttons) {
    const { id, title } = button.reply ?? {};
    if (button.type !== 'reply') return "button['type'] must be reply";
    if (typeof id !== 'string' || id === '' || id.length > BUTTON_ID_MAX || ids.has(id)) {
      return 'button ids must be unique, 1-256 characters';
    }
    if (
      typeof title !== 'string' ||
      title === '' ||
      title.length > BUTTON_TITLE_MAX ||
      titles.has(title)
    ) {
      return 'button titles must be unique, 1-20 characters';
    }
    ids.add(id);
    titles.add(title);
  }
  return null;
}

/** A fake Graph API for this test file: started in beforeAll, closed in afterAll. */
export function useFakeWhatsApp(): FakeWhatsApp {
  return useStarted(startFakeWhatsApp, (whatsapp) => whatsapp.close());
}
