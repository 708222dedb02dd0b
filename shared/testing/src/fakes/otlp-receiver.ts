/**
 * A fake OpenTelemetry collector: an OTLP/HTTP traces receiver on 127.0.0.1 that decodes what it
 * is sent as a collector does (protobuf with the published OTLP protos, or OTLP JSON; gzip when
 * `Content-Encoding` says so), answers 415 to other content types and 400 to bodies that do not
 * decode, and keeps every span with its resource and scope. `requireHeaders` makes it refuse
 * (401) exports without them, as a vendor's endpoint refuses a missing API key.
 */
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';
import { useStarted } from '../api/hooks.js';
import { listenOnLoopback, Recorder, sendJson, type RunningServer } from './http-server.js';

export type SpanKindName =
  'unspecified' | 'internal' | 'server' | 'client' | 'producer' | 'consumer';
export type AttributeValue = string | number | boolean | AttributeValue[] | null;

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** '' for a root span. */
  parentSpanId: string;
  name: string;
  kind: SpanKindName;
  attributes: Record<string, AttributeValue>;
  status: { code: 'unset' | 'ok' | 'error'; message: string };
  links: Array<{ traceId: string; spanId: string }>;
  /** The resource's `service.name`. */
  service: string;
  resource: Record<string, AttributeValue>;
  scope: string;
}

export interface ReceivedExport {
  contentType: string;
  contentEncoding: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  spans: number;
}

const KINDS: SpanKindName[] = [
  'unspecified',
  'internal',
  'server',
  'client',
  'producer',
  'consumer',
];
const STATUS: Array<ReceivedSpan['status']['code']> = ['unset', 'ok', 'error'];
const PROTO_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'otlp-proto');

let requestType: protobuf.Type | undefined;
function exportRequestType(): protobuf.Type {
  if (!requestType) {
    const root = new protobuf.Root();
    root.resolvePath = (_origin, target) => path.join(PROTO_DIR, target);
    root.loadSync('opentelemetry/proto/collector/trace/v1/trace_service.proto', {
      keepCase: false,
    });
    requestType = root.lookupType(
      'opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest',
    );
  }
  return requestType;
}

export class FakeOtlpReceiver {
  private readonly recorded = new Recorder<ReceivedSpan>();
  readonly exports: ReceivedExport[] = [];
  private running: RunningServer | null = null;
  /** Base URL, for OTEL_EXPORTER_OTLP_ENDPOINT (traces are POSTed to `<it>/v1/traces`). */
  url = '';

  constructor(private readonly options: { requireHeaders?: Record<string, string> } = {}) {}

  /** Every span received so far, in arrival order. */
  get spans(): ReceivedSpan[] {
    return this.recorded.all;
  }

  /** The spans named `name`. */
  named(name: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.name === name);
  }

  /** The span named `name`; throws unless exactly one arrived. */
  one(name: string): ReceivedSpan {
    const found = this.named(name);
    if (found.length !== 1) {
      const names = [...new Set(this.spans.map((span) => span.name))].join(', ');
      throw new Error(`expected one span '${name}', got ${found.length} (received: ${names})`);
    }
    return found[0]!;
  }

  /** The spans whose parent is `parent`. */
  childrenOf(parent: ReceivedSpan): ReceivedSpan[] {
    return this.spans.filter(
      (span) => span.traceId === parent.traceId && span.parentSpanId === parent.spanId,
    );
  }

  /** Resolves with the first (past or future) span matching `matches`. */
  waitFor(matches: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan> {
    return this.recorded.waitFor(matches);
  }

  async start(): Promise<void> {
    this.running = await listenOnLoopback((req, res, raw) => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        sendJson(res, 404, { code: 5, message: `no ${req.method} ${req.url}` });
        return;
      }
      for (const [name, value] of Object.entries(this.options.requireHeaders ?? {})) {
        if (req.headers[name.toLowerCase()] !== value) {
          sendJson(res, 401, { code: 16, message: `missing or wrong ${name}` });
          return;
        }
      }
      const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim();
      const encoding = req.headers['content-encoding'];
      let spans: ReceivedSpan[];
      try {
        const body = encoding === 'gzip' ? gunzipSync(raw) : raw;
        if (contentType === 'application/x-protobuf') spans = fromProtobuf(body);
        else if (contentType === 'application/json') spans = fromJson(body);
        else {
          sendJson(res, 415, { code: 3, message: `unsupported content type ${contentType}` });
          return;
        }
      } catch (error) {
        sendJson(res, 400, { code: 3, message: `undecodable export: ${(error as Error).message}` });
        return;
      }
      this.exports.push({
        contentType,
        contentEncoding: encoding,
        headers: req.headers,
        spans: spans.length,
      });
      // An empty ExportTraceServiceResponse, in the request's encoding.
      if (contentType === 'application/json') sendJson(res, 200, {});
      else {
        res.writeHead(200, { 'content-type': 'application/x-protobuf', 'content-length': 0 });
        res.end();
      }
      for (const span of spans) this.recorded.push(span);
    });
    this.url = this.running.url;
  }

  async close(): Promise<void> {
    await this.running?.close();
  }
}

interface OtlpKeyValue {
  key: string;
  value?: OtlpAnyValue;
}
interface OtlpAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: OtlpAnyValue[] };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  attributes?: OtlpKeyValue[];
  status?: { code?: number; message?: string };
  links?: Array<{ traceId: string; spanId: string }>;
}
interface OtlpRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpKeyValue[] };
    scopeSpans?: Array<{ scope?: { name?: string }; spans?: OtlpSpan[] }>;
  }>;
}

function fromProtobuf(body: Buffer): ReceivedSpan[] {
  const type = exportRequestType();
  const message = type.decode(body);
  // Ids as hex, as the OTLP JSON encoding and W3C traceparent write them; 64-bit ints as strings.
  const plain = type.toObject(message, {
    longs: String,
    enums: Number,
    bytes: String,
    defaults: false,
  });
  return spansOf(plain as OtlpRequest, (base64) => Buffer.from(base64, 'base64').toString('hex'));
}

function fromJson(body: Buffer): ReceivedSpan[] {
  // OTLP JSON: ids already hex, enums as numbers, 64-bit ints as strings.
  return spansOf(JSON.parse(body.toString('utf8')) as OtlpRequest, (hex) => hex.toLowerCase());
}

function spansOf(request: OtlpRequest, id: (raw: string) => string): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const { resource, scopeSpans } of request.resourceSpans ?? []) {
    const resourceAttributes = attributesOf(resource?.attributes);
    for (const { scope, spans: scoped } of scopeSpans ?? []) {
      for (const span of scoped ?? []) {
        if (!span.traceId || !span.spanId) throw new Error(`span '${span.name}' has no ids`);
        spans.push({
          traceId: id(span.traceId),
          spanId: id(span.spanId),
          parentSpanId: span.parentSpanId ? id(span.parentSpanId) : '',
          name: span.name,
          kind: KINDS[span.kind ?? 0] ?? 'unspecified',
          attributes: attributesOf(span.attributes),
          status: {
            code: STATUS[span.status?.code ?? 0] ?? 'unset',
            message: span.status?.message ?? '',
          },
          links: (span.links ?? []).map((link) => ({
            traceId: id(link.traceId),
            spanId: id(link.spanId),
          })),
          service: String(resourceAttributes['service.name'] ?? ''),
          resource: resourceAttributes,
          scope: scope?.name ?? '',
        });
      }
    }
  }
  return spans;
}

function attributesOf(list: OtlpKeyValue[] | undefined): Record<string, AttributeValue> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, valueOf(value)]));
}

function valueOf(value: OtlpAnyValue | undefined): AttributeValue {
  if (!value) return null;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  return null;
}

/** `traceparent` of a header value: its trace id and parent (span) id, or null when malformed. */
export function parseTraceparent(
  header: string | string[] | undefined,
): { traceId: string; spanId: string; sampled: boolean } | null {
  const match = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(String(header ?? ''));
  if (!match) return null;
  return { traceId: match[1]!, spanId: match[2]!, sampled: (parseInt(match[3]!, 16) & 1) === 1 };
}

/** A receiver for this test file: started in beforeAll, closed in afterAll. */
export function useOtlpReceiver(
  options: ConstructorParameters<typeof FakeOtlpReceiver>[0] = {},
): FakeOtlpReceiver {
  return useStarted(
    async () => {
      const receiver = new FakeOtlpReceiver(options);
      await receiver.start();
      return receiver;
    },
    (receiver) => receiver.close(),
  );
}
