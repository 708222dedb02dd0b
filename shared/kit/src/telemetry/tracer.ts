/**
 * The tracing port every service records spans through. Off by default: `NO_TRACER` does nothing
 * and costs a property read where callers check `enabled`. When an OTLP endpoint is configured,
 * `startTracing` (start-tracing.ts) loads the OpenTelemetry SDK and hands out a tracer backed by
 * it; nothing of OpenTelemetry is imported otherwise.
 *
 * Spans carry identifiers, names, counts and outcomes, never secrets: no header values, keys,
 * message contents, tool arguments or results, and no URL paths (they may hold capabilities).
 */

export type AttributeValue = string | number | boolean | readonly string[];
/** Undefined values are left out, so optional fields can be passed as they are. */
export type SpanAttributes = Readonly<Record<string, AttributeValue | undefined>>;
export type SpanKind = 'internal' | 'server' | 'client' | 'producer' | 'consumer';

export interface Span {
  setAttributes(attributes: SpanAttributes): void;
  /** Names the span once the name is known (a server span's route pattern). */
  updateName(name: string): void;
  /**
   * Marks the operation failed: status ERROR and `error.type` set to `type`, a short code of few
   * values (`timeout`, `500`, `tool_error`), never a message that may quote user data.
   */
  fail(type: string): void;
  end(): void;
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: SpanAttributes;
  /**
   * The headers of an incoming request: its `traceparent` (and `tracestate`) make the span part
   * of the caller's trace. Without one the span starts a trace of its own.
   */
  remoteParent?: Readonly<Record<string, string | string[] | undefined>>;
  /** Start a new trace instead of continuing the current one (background work). */
  root?: boolean;
  /** W3C `traceparent`s of traces this span follows from (the request that queued a run). */
  links?: readonly (string | null | undefined)[];
}

export interface Tracer {
  /** False for NO_TRACER: callers on hot paths skip building attributes. */
  readonly enabled: boolean;
  /**
   * Runs `work` in a new span, the current span for everything `work` does (outbound calls are
   * its children and carry it in `traceparent`); ends the span when `work` settles, failed with
   * the error's name when it throws.
   */
  inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T>;
  /** Starts a span the caller ends (a server span, ended when the response finishes). */
  startSpan(name: string, options?: SpanOptions): Span;
  /** Runs `fn` with `span` as the current span. */
  withSpan<T>(span: Span, fn: () => T): T;
  /** Adds the current span's `traceparent` (and `tracestate`) to outgoing `headers`. */
  inject(headers: Record<string, string>): void;
  /** The current span's `traceparent`, to store with work another process picks up; or null. */
  traceparent(): string | null;
}

const NO_SPAN: Span = {
  setAttributes: () => undefined,
  updateName: () => undefined,
  fail: () => undefined,
  end: () => undefined,
};

/** The tracer when tracing is off: records nothing, injects nothing. */
export const NO_TRACER: Tracer = {
  enabled: false,
  inSpan: (_name, _options, work) => work(NO_SPAN),
  startSpan: () => NO_SPAN,
  withSpan: (_span, fn) => fn(),
  inject: () => undefined,
  traceparent: () => null,
};

/** A low-cardinality `error.type` for a thrown value: its code when it has one, else its name. */
export function errorType(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code !== '') return code;
  return error instanceof Error ? error.name : 'error';
}
