/**
 * A span exporter speaking OTLP/HTTP (protobuf or JSON) through the guarded HTTP client, so the
 * export is bounded in time and size like every other outbound call. The OTLP encoding is the
 * OpenTelemetry SDK's own serializer; only the transport is ours. The client given here must not
 * trace (its requests would be spans to export, each export making more).
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import type { HttpClient } from '../http/types.js';
import type { Logger } from '../logger.js';
import type { TracingOptions } from './tracing-config.js';

const compress = promisify(gzip);

const CONTENT_TYPE = {
  'http/protobuf': 'application/x-protobuf',
  'http/json': 'application/json',
} as const;

/** The collector's answer is a small status message; anything bigger is not one. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export class OtlpHttpSpanExporter implements SpanExporter {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly options: Pick<
      TracingOptions,
      'url' | 'protocol' | 'headers' | 'timeoutMs' | 'compression'
    >,
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    const sent = this.send(spans).then(
      () => resultCallback({ code: ExportResultCode.SUCCESS }),
      (error: unknown) => {
        // The status or the client's error code only: the headers (API keys) stay out of logs.
        this.logger.warn({ err: describe(error) }, 'trace export failed; these spans are lost');
        resultCallback({ code: ExportResultCode.FAILED, error: error as Error });
      },
    );
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
  }

  private async send(spans: ReadableSpan[]): Promise<void> {
    const serializer =
      this.options.protocol === 'http/json' ? JsonTraceSerializer : ProtobufTraceSerializer;
    const encoded = serializer.serializeRequest(spans);
    if (!encoded) throw new Error('the spans could not be encoded');
    const gzipped = this.options.compression === 'gzip';
    const body = gzipped ? await compress(encoded) : encoded;
    const response = await this.http.request({
      method: 'POST',
      url: this.options.url,
      headers: {
        ...this.options.headers,
        'Content-Type': CONTENT_TYPE[this.options.protocol],
        ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      },
      body,
      timeoutMs: this.options.timeoutMs,
      maxResponseBytes: MAX_RESPONSE_BYTES,
      responseType: 'buffer',
      redirect: 'manual',
    });
    if (response.status < 200 || response.status > 299) {
      throw new Error(`the receiver answered HTTP ${response.status}`);
    }
  }

  async forceFlush(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  async shutdown(): Promise<void> {
    await this.forceFlush();
  }
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}
