import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** A request whose body this listener already read, for the Express routes it falls back to. */
export interface ReadRequest extends IncomingMessage {
  body?: unknown;
  /** The body was not JSON: the Express app answers it as its JSON parser's failure would. */
  bodyParseError?: Error;
}

export interface FastPathDeps {
  /** Whether a POST to this URL (path and query as sent) may be answered here. */
  takes: (url: string) => boolean;
  /** Whether the request may skip the Express middleware (host allowed, no request logging). */
  eligible: (req: IncomingMessage) => boolean;
  /** Sets the headers every answer carries (CORS). */
  setCommonHeaders: (res: ServerResponse) => void;
  /** Answers the request from `req.body` when it can; returns whether it answered. */
  answer: (req: ReadRequest, res: ServerResponse) => boolean;
  maxBodyBytes: number;
  /** The Express app: every request the fast path does not answer. */
  fallback: RequestListener;
}

const utf8 = new TextDecoder('utf-8');

/** A JSON body that express.json would decode as UTF-8 with no content coding. */
function plainJsonBody(req: IncomingMessage, maxBytes: number): boolean {
  const length = Number(req.headers['content-length']);
  if (!(length > 0 && length <= maxBytes)) return false;
  if (req.headers['content-encoding'] !== undefined) return false;
  const type = (req.headers['content-type'] ?? '').toLowerCase().replace(/\s+/g, '');
  return type === 'application/json' || type === 'application/json;charset=utf-8';
}

/**
 * POST /mcp and /call on Node's own request and response: Express's per-request prototype swap,
 * router and body parser cost about as much as the search an agent asks for. The body is read and
 * parsed here (within the same size limit, decoded like express.json), and a request the `answer`
 * does not take goes on to the Express app with `req.body` set (body-parser leaves an already read
 * request alone), so every other message, header check and error is answered exactly as before.
 */
export function withFastPath(deps: FastPathDeps): RequestListener {
  return (req, res) => {
    if (
      req.method !== 'POST' ||
      !deps.takes(req.url ?? '') ||
      !deps.eligible(req) ||
      !plainJsonBody(req, deps.maxBodyBytes)
    ) {
      deps.fallback(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const read = req as ReadRequest;
      try {
        read.body = JSON.parse(utf8.decode(Buffer.concat(chunks)));
      } catch (error) {
        read.bodyParseError = error as Error;
        deps.fallback(req, res);
        return;
      }
      deps.setCommonHeaders(res);
      if (!deps.answer(read, res)) deps.fallback(req, res);
    });
  };
}
