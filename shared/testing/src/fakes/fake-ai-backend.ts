/**
 * A fake AI backend (integration webhook) as a real HTTP server on loopback. Each path behaves as
 * configured, so one server stands in for several integrations: `${url}/primary`, `${url}/fallback`.
 * It also serves attachment files for replies that carry `attachments`.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { useStarted } from '../api/hooks.js';
import { listenOnLoopback, Recorder, sendJson } from './http-server.js';

export type BackendBehaviour =
  /** 200 with this JSON body (default `{ content: 'echo: <last user text>' }`). */
  | { kind: 'reply'; body?: unknown; status?: number }
  /** Never answers, so the caller's timeout fires. */
  | { kind: 'hang' }
  /** Answers like `reply` once `until` settles (the test decides when the backend is done). */
  | { kind: 'held'; until: Promise<unknown>; body?: unknown }
  /** This status with the spec's backend error body `{ error, code }`. */
  | { kind: 'error'; status: number }
  /** 200 with a body that is not JSON. */
  | { kind: 'invalid-json' }
  /** Closes the socket without answering (a network error). */
  | { kind: 'drop' }
  /**
   * 200 with `{content}` of `bytes` bytes, streamed without Content-Length; `closed` resolves
   * with how many bytes were written when the caller hung up (or all of them).
   */
  | { kind: 'huge'; bytes: number; closed?: (written: number) => void };

export interface BackendRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface ServedFile {
  body: Buffer;
  mimeType: string;
}

export interface FakeAiBackend {
  url: string;
  requests: Recorder<BackendRequest>;
  /** Sets how `path` (e.g. `/primary`) answers from now on. */
  on(path: string, behaviour: BackendBehaviour): void;
  /** Serves `file` at `path` (GET) for attachment downloads. */
  serveFile(path: string, file: ServedFile): void;
  close(): Promise<void>;
}

/** Starts a fake backend; unknown paths echo the last user message's text. */
export async function startFakeAiBackend(): Promise<FakeAiBackend> {
  const behaviours = new Map<string, BackendBehaviour>();
  const files = new Map<string, ServedFile>();
  const requests = new Recorder<BackendRequest>();
  const running = await listenOnLoopback((req, res, raw) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'GET') {
      const file = files.get(path);
      if (!file) return sendJson(res, 404, { error: 'not found', code: 'NOT_FOUND' });
      res.writeHead(200, { 'content-type': file.mimeType, 'content-length': file.body.length });
      return res.end(file.body);
    }
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      // Recorded as empty; the service always sends JSON, and tests assert on the recorded body.
    }
    requests.push({ path, headers: req.headers, body });
    const behaviour = behaviours.get(path) ?? { kind: 'reply' };
    switch (behaviour.kind) {
      case 'reply':
        return sendJson(res, behaviour.status ?? 200, behaviour.body ?? echo(body));
      case 'hang':
        return undefined;
      case 'held':
        return void behaviour.until.finally(() => sendJson(res, 200, behaviour.body ?? echo(body)));
      case 'error':
        return sendJson(res, behaviour.status, { error: 'backend failed', code: 'BACKEND_ERROR' });
      case 'invalid-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"content": "unterminated');
      case 'drop':
        return req.socket.destroy();
      case 'huge':
        return void streamHuge(res, behaviour.bytes).then((written) => behaviour.closed?.(written));
    }
  });
  return {
    url: running.url,
    requests,
    on: (path, behaviour) => behaviours.set(path, behaviour),
    serveFile: (path, file) => files.set(path, file),
    close: running.close,
  };
}

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** Writes `{"content":"xxx..."}` of about `bytes` bytes, honouring backpressure; stops on hang-up. */
async function streamHuge(res: ServerResponse, bytes: number): Promise<number> {
  res.writeHead(200, { 'content-type': 'application/json' });
  let written = 0;
  const closed = new Promise<void>((resolve) => res.once('close', resolve));
  res.write('{"content":"');
  while (written < bytes && !res.destroyed) {
    written += CHUNK.length;
    if (!res.write(CHUNK)) {
      await Promise.race([new Promise((resolve) => res.once('drain', resolve)), closed]);
    }
  }
  if (!res.destroyed) res.end('"}');
  return written;
}

/** The reply `attachments` entry for a file this backend serves at `path` (named as its last part). */
export function servedAttachment(
  backend: FakeAiBackend,
  path: string,
  mimeType: string,
): { url: string; filename: string; mime_type: string } {
  return {
    url: `${backend.url}${path}`,
    filename: path.split('/').pop() ?? path,
    mime_type: mimeType,
  };
}

function echo(body: Record<string, unknown>): { content: string } {
  const messages = Array.isArray(body.messages)
    ? (body.messages as Array<{ content: unknown }>)
    : [];
  const last = messages[messages.length - 1]?.content;
  const text =
    typeof last === 'string'
      ? last
      : Array.isArray(last)
        ? last.map((p: { text?: string }) => p.text ?? '').join('')
        : '';
  return { content: `echo: ${text}` };
}

/** A fake backend for this test file: started in beforeAll, closed in afterAll. */
export function useFakeAiBackend(): FakeAiBackend {
  return useStarted(startFakeAiBackend, (backend) => backend.close());
}
