import type { Readable } from 'node:stream';
import type { Logger } from '../logger.js';
import type { Tracer } from '../telemetry/tracer.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** `json` parses the body when it is JSON (by content type, or when none is given), else text. */
export type ResponseType = 'json' | 'text' | 'buffer';

export type BodyFor<R extends ResponseType> = R extends 'text'
  ? string
  : R extends 'buffer'
    ? Buffer
    : unknown;

export interface HttpClientOptions {
  /** Operator setting ALLOW_PRIVATE_NETWORK: allows http:// and non-public addresses. */
  allowPrivateNetwork: boolean;
  /**
   * Operator-configured origins (LLM_BASE_URL, CATALOG_URL, the Telegram API base) that skip the
   * https and public-address rules. Never put a user-registered URL here.
   */
  trustedOrigins?: string[];
  /** Sent unless the request sets its own; default `Switchboard`. */
  userAgent?: string;
  /** Default 30 000 ms. */
  defaultTimeoutMs?: number;
  /** Default 10 MiB. */
  maxResponseBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Receives one debug line per request (method, host, status, duration); never headers or paths. */
  logger?: Logger;
  /**
   * Records a client span per request (method, host, port, status; never the path, the query or
   * a header) and sends its `traceparent`, so receivers can continue the trace. Default none.
   */
  tracer?: Tracer;
}

interface BaseRequest {
  method?: HttpMethod;
  url: string;
  /** Values are treated as secrets: never logged, dropped on cross-origin redirects. */
  headers?: Record<string, string>;
  /** Serialised as JSON with `Content-Type: application/json` unless a content type is set. */
  json?: unknown;
  body?: string | Uint8Array;
  timeoutMs?: number;
  maxResponseBytes?: number;
  signal?: AbortSignal;
  /** `follow` (default, up to maxRedirects) or `manual` (3xx returned as is). */
  redirect?: 'follow' | 'manual';
}

export interface HttpRequest<R extends ResponseType = 'json'> extends BaseRequest {
  responseType?: R;
}

export interface HttpResponse<B = unknown> {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  body: B;
  /** For `responseType: 'json'`: whether `body` holds parsed JSON (false: it holds the text). */
  parsedJson: boolean;
  durationMs: number;
  /** The final URL after redirects. */
  url: string;
}

/** A request whose body is handed over as a stream once the headers arrive. */
export type StreamRequest = BaseRequest;

export interface StreamResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  /** Bounded by maxResponseBytes; errors with an UpstreamError (ABORTED, RESPONSE_TOO_LARGE, ...). */
  body: Readable;
  url: string;
  /** Time until the response headers arrived. */
  durationMs: number;
}

export interface DownloadRequest {
  url: string;
  headers?: Record<string, string>;
  maxBytes: number;
  timeoutMs: number;
  /** Media types such as `image/png` or wildcards such as `image/*`; default any. */
  allowedMimeTypes?: string[];
  signal?: AbortSignal;
  /** Write to this file instead of returning the bytes; a failed download leaves no file. */
  toFile?: string;
}

export interface Download {
  mimeType: string;
  size: number;
  filename?: string;
  /** Present when no `toFile` was given. */
  bytes?: Buffer;
  /** Present when `toFile` was given. */
  path?: string;
}

export interface HttpClient {
  /** Sends a request and reads the whole response within the time and size limits; any status resolves. */
  request<R extends ResponseType = 'json'>(
    request: HttpRequest<R>,
  ): Promise<HttpResponse<BodyFor<R>>>;
  /** Like request, but the time limit covers only the wait for headers; the body is streamed. */
  stream(request: StreamRequest): Promise<StreamResponse>;
  /** Downloads a file (2xx only) with size, time and media type limits. */
  download(request: DownloadRequest): Promise<Download>;
  /** Closes pooled keep-alive connections. */
  close(): void;
}
