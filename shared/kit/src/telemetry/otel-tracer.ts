/**
 * The tracer backed by the OpenTelemetry SDK, loaded only when tracing is configured
 * (start-tracing.ts imports this module dynamically). Configured from `TracingOptions` alone: the
 * SDK's own TracerProvider (`@opentelemetry/sdk-trace`, not the `-base` shim that reads OTEL_*
 * from the environment) and no global registration, so two services in one process (tests) keep
 * separate tracers. The current span lives in this tracer's own AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  ROOT_CONTEXT,
  defaultTextMapSetter,
  SpanKind as OtelSpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span as OtelSpan,
  type TextMapGetter,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator, parseTraceParent } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
} from '@opentelemetry/sdk-trace';
import type { HttpClient } from '../http/types.js';
import type { Logger } from '../logger.js';
import { SWITCHBOARD_VERSION } from '../version.js';
import { OtlpHttpSpanExporter } from './otlp-http-exporter.js';
import type { TracingOptions } from './tracing-config.js';
import {
  errorType,
  type Span,
  type SpanAttributes,
  type SpanKind,
  type SpanOptions,
  type Tracer,
} from './tracer.js';
import type { TracingHandle } from './start-tracing.js';

const KINDS: Record<SpanKind, OtelSpanKind> = {
  internal: OtelSpanKind.INTERNAL,
  server: OtelSpanKind.SERVER,
  client: OtelSpanKind.CLIENT,
  producer: OtelSpanKind.PRODUCER,
  consumer: OtelSpanKind.CONSUMER,
};

const headerGetter: TextMapGetter<Readonly<Record<string, string | string[] | undefined>>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

function sampler(options: TracingOptions): Sampler {
  const ratio = () => new TraceIdRatioBasedSampler(options.samplerRatio);
  switch (options.sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio();
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio() });
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

function attributes(values: SpanAttributes | undefined): Attributes | undefined {
  if (!values) return undefined;
  const kept: Attributes = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) kept[key] = value as Attributes[string];
  }
  return kept;
}

/** Our Span over the SDK's. */
class SdkSpan implements Span {
  constructor(readonly inner: OtelSpan) {}

  setAttributes(values: SpanAttributes): void {
    this.inner.setAttributes(attributes(values) ?? {});
  }

  updateName(name: string): void {
    this.inner.updateName(name);
  }

  fail(type: string): void {
    this.inner.setAttribute('error.type', type);
    this.inner.setStatus({ code: SpanStatusCode.ERROR });
  }

  end(): void {
    this.inner.end();
  }
}

class SdkTracer implements Tracer {
  readonly enabled = true;
  private readonly current = new AsyncLocalStorage<Context>();
  private readonly propagator = new W3CTraceContextPropagator();

  constructor(private readonly tracer: ReturnType<TracerProvider['getTracer']>) {}

  private active(): Context {
    return this.current.getStore() ?? ROOT_CONTEXT;
  }

  startSpan(name: string, options: SpanOptions = {}): Span {
    let parent = options.root ? ROOT_CONTEXT : this.active();
    if (options.remoteParent) {
      parent = this.propagator.extract(ROOT_CONTEXT, options.remoteParent, headerGetter);
    }
    const links: Link[] = [];
    for (const traceparent of options.links ?? []) {
      const context = traceparent ? parseTraceParent(traceparent) : null;
      if (context) links.push({ context });
    }
    const span = this.tracer.startSpan(
      name,
      {
        kind: KINDS[options.kind ?? 'internal'],
        attributes: attributes(options.attributes),
        ...(links.length > 0 ? { links } : {}),
      },
      parent,
    );
    return new SdkSpan(span);
  }

  withSpan<T>(span: Span, fn: () => T): T {
    return this.current.run(trace.setSpan(this.active(), (span as SdkSpan).inner), fn);
  }

  async inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>) {
    const span = this.startSpan(name, options);
    try {
      return await this.withSpan(span, () => work(span));
    } catch (error) {
      span.fail(errorType(error));
      throw error;
    } finally {
      span.end();
    }
  }

  inject(headers: Record<string, string>): void {
    this.propagator.inject(this.active(), headers, defaultTextMapSetter);
  }

  traceparent(): string | null {
    const carrier: Record<string, string> = {};
    this.inject(carrier);
    return carrier['traceparent'] ?? null;
  }
}

/** Starts the SDK: spans batched and exported over OTLP/HTTP through `http`. */
export function startOtelTracing(
  options: TracingOptions,
  deps: { http: HttpClient; logger: Logger },
): TracingHandle {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      ...options.resource,
      'service.name': options.serviceName,
      'service.version': SWITCHBOARD_VERSION,
    }),
    sampler: sampler(options),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OtlpHttpSpanExporter(options, deps.http, deps.logger),
        exportTimeoutMillis: options.timeoutMs,
        scheduledDelayMillis: options.scheduleDelayMs,
        maxQueueSize: options.maxQueueSize,
        maxExportBatchSize: Math.min(512, options.maxQueueSize),
      }),
    ],
  });
  // A failed export is logged by the exporter and its spans are lost; it fails neither a flush
  // nor a shutdown (a collector that is down must not turn a clean stop into a failed one).
  const settle = (work: Promise<void>) => work.catch(() => undefined);
  return {
    tracer: new SdkTracer(provider.getTracer('switchboard', SWITCHBOARD_VERSION)),
    flush: () => settle(provider.forceFlush()),
    shutdown: () => settle(provider.shutdown()),
  };
}
