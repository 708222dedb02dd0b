/**
 * The route-definition pattern: every API route is declared once, with its schemas, and that one
 * declaration drives input validation (422 with field paths), the handler's types, and the
 * OpenAPI document. Feature folders export arrays of these; `routeDispatcher` serves them.
 */
import type { ApiRequest, ApiResponse } from './api-request.js';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.js';
import type { RouteCallback } from './openapi-outbound.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** What a handler receives: validated input plus the caller's team. */
export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /**
   * The authenticated caller. A route declared with `auth: false` has none: reading this there
   * throws (a programming error, answered 500), so such a handler never acts for a wrong team.
   */
  auth: AuthContext;
  req: ApiRequest;
  res: ApiResponse;
  /** Answers with another documented status (`also`) instead of the route's `status`. */
  setStatus(status: SuccessStatus): void;
  /**
   * For an idempotent route whose handler streams its own body: fixes now, before the stream
   * starts, what a retry with the same Idempotency-Key is answered (through the route's `replay`),
   * so a retry after a dropped stream does not run the request again. Does nothing without a key.
   */
  settle(response: { status: SuccessStatus; body: unknown }): Promise<void>;
}

/** What a replay hook receives: the retried request and the answer its first run settled. */
export interface ReplayInput {
  auth: AuthContext;
  req: ApiRequest;
  res: ApiResponse;
  stored: { status: number; body: unknown };
}

export type SuccessStatus = 200 | 201 | 202 | 204;

/** Another success answer of a route (e.g. 200 when asked to wait), for the OpenAPI document. */
export interface OtherSuccess {
  status: SuccessStatus;
  description: string;
  response?: Schema;
  /** Schema (a description) of a `text/event-stream` body. */
  stream?: Schema;
}

export interface RouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema | undefined,
> {
  method: HttpMethod;
  /** OpenAPI-style path with `{param}` segments, e.g. `/v1/bots/{id}`. */
  path: string;
  summary: string;
  description?: string;
  /** Groups operations in the reference page, e.g. `Bots`. */
  tag: string;
  /** Default true: requires `Authorization: Bearer <key>` and counts against the rate limit. */
  auth?: boolean;
  params?: P;
  /** Query schema; not strict (unknown query parameters are ignored). */
  query?: Q;
  /** Body schema; make objects strict so unknown fields are a 422. */
  body?: B;
  /**
   * The handler reads the body itself, as raw bytes of any type (workspace uploads): no JSON
   * parsing, documented as a binary request body.
   */
  rawBody?: boolean;
  /** The success body is raw bytes streamed by the handler (documented as binary), not JSON. */
  binaryResponse?: boolean;
  /** Success status: 200 (default), 201, 202 or 204 (no body). */
  status?: SuccessStatus;
  /** Schema of the success body (omit for 204). Documents the response; not checked at runtime. */
  response?: R;
  /** A `text/event-stream` body the success answer may have instead (documented in OpenAPI). */
  stream?: Schema;
  /** Other success answers the handler may choose with `setStatus`. */
  also?: readonly OtherSuccess[];
  /** Extra error statuses worth documenting besides the common ones (e.g. 404, 409). */
  errors?: readonly number[];
  /**
   * Honours the Idempotency-Key header (POSTs that create something): a retry with the same key
   * and body answers the first response without running again. Documented in OpenAPI.
   */
  idempotent?: boolean;
  /**
   * How an idempotent route answers a retry instead of replaying the stored JSON: resolves `sent`
   * when it wrote the response itself (a stream), or the stored answer to send as it is.
   */
  replay?: (input: ReplayInput) => Promise<ReplayOutcome>;
  /** Requests Switchboard later sends because of this call (OpenAPI `callbacks`), by name. */
  callbacks?: Readonly<Record<string, RouteCallback>>;
  handler: (
    input: RouteInput<Out<P>, Out<Q>, Out<B>>,
  ) => Promise<R extends Schema ? z.input<R> : void>;
}

export type ReplayOutcome = { status: number; body: unknown } | 'sent';

/** A route with its types erased, as the registry, the router and the OpenAPI builder see it. */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: boolean;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  rawBody: boolean;
  binaryResponse: boolean;
  status: SuccessStatus;
  response?: Schema;
  stream?: Schema;
  also: readonly OtherSuccess[];
  errors: readonly number[];
  idempotent: boolean;
  replay?: (input: ReplayInput) => Promise<ReplayOutcome>;
  callbacks?: Readonly<Record<string, RouteCallback>>;
  handler: (input: RouteInput<unknown, unknown, unknown>) => Promise<unknown>;
}

/** Declares one route; the handler's input types are inferred from the schemas. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(spec: RouteSpec<P, Q, B, R>): RouteDefinition {
  return {
    ...spec,
    auth: spec.auth ?? true,
    rawBody: spec.rawBody ?? false,
    binaryResponse: spec.binaryResponse ?? false,
    status: spec.status ?? 200,
    errors: spec.errors ?? [],
    also: spec.also ?? [],
    idempotent: spec.idempotent ?? false,
    // The schemas validate the input before the handler runs, so the erased types hold.
    handler: spec.handler as RouteDefinition['handler'],
  };
}
