/**
 * The standard OpenTelemetry settings (the OTEL_* variables of the SDK environment specification)
 * every service reads for its traces. Each service spreads `tracingSettings` into its config
 * schema, so they are parsed once at start-up like every other setting, and passes
 * `tracingOptions(config, name)` to `startTracing`: the SDK is configured from these values, never
 * from the environment itself.
 */
import { z } from 'zod';
import { env } from '../config.js';

const PROTOCOLS = ['http/protobuf', 'http/json', 'grpc'] as const;
export type OtlpProtocol = Exclude<(typeof PROTOCOLS)[number], 'grpc'>;

const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
export type SamplerName = (typeof SAMPLERS)[number];

/**
 * `key1=value1,key2=value2` (values percent-decoded), as OTEL_EXPORTER_OTLP_HEADERS and
 * OTEL_RESOURCE_ATTRIBUTES are written. The error never quotes the value: headers hold API keys.
 */
const keyValueList = (what: string) =>
  z
    .string()
    .transform((value, ctx) => {
      const pairs: Record<string, string> = {};
      for (const item of value.split(',')) {
        if (item.trim() === '') continue;
        const at = item.indexOf('=');
        const key = at > 0 ? item.slice(0, at).trim() : '';
        let decoded: string | undefined;
        try {
          decoded = at > 0 ? decodeURIComponent(item.slice(at + 1).trim()) : undefined;
        } catch {
          decoded = undefined;
        }
        if (key === '' || decoded === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `must be ${what} written key=value,key=value (values percent-encoded)`,
          });
          return z.NEVER;
        }
        pairs[key] = decoded;
      }
      return pairs;
    })
    .optional();

const protocol = () =>
  z.enum(PROTOCOLS, { error: 'must be http/protobuf or http/json' }).refine((p) => p !== 'grpc', {
    error: 'grpc is not supported: use http/protobuf (the OTLP/HTTP port, 4318 by default)',
  });

const timeoutMs = () => z.coerce.number().int().min(1).max(600_000).optional();
const compression = () => z.enum(['gzip', 'none']).optional();

export const tracingSettings = {
  /** `true` turns tracing off whatever else is set. */
  OTEL_SDK_DISABLED: env.boolean(false),
  /** `otlp` (default) or `none`. */
  OTEL_TRACES_EXPORTER: z.enum(['otlp', 'none']).default('otlp'),
  /** Base URL of an OTLP/HTTP receiver; traces go to `<it>/v1/traces`. Unset: tracing off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: env.url().optional(),
  /** The full traces URL, used as it is (overrides the base endpoint). */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: env.url().optional(),
  OTEL_EXPORTER_OTLP_HEADERS: keyValueList('headers'),
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: keyValueList('headers'),
  OTEL_EXPORTER_OTLP_PROTOCOL: protocol().default('http/protobuf'),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: protocol().optional(),
  OTEL_EXPORTER_OTLP_TIMEOUT: timeoutMs(),
  OTEL_EXPORTER_OTLP_TRACES_TIMEOUT: timeoutMs(),
  OTEL_EXPORTER_OTLP_COMPRESSION: compression(),
  OTEL_EXPORTER_OTLP_TRACES_COMPRESSION: compression(),
  /** `service.name` of the spans; default the service's own name (`switchboard-api`...). */
  OTEL_SERVICE_NAME: z.string().trim().min(1).optional(),
  OTEL_RESOURCE_ATTRIBUTES: keyValueList('attributes'),
  OTEL_TRACES_SAMPLER: z.enum(SAMPLERS).default('parentbased_always_on'),
  /** The ratio of the `traceidratio` samplers, 0..1 (default 1). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
  /** Milliseconds between two exports of the spans ended meanwhile (default 5000). */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).max(600_000).default(5_000),
  /** Spans kept waiting for export; past it new ones are dropped (default 2048). */
  OTEL_BSP_MAX_QUEUE_SIZE: z.coerce.number().int().min(1).max(1_000_000).default(2_048),
};

type TracingSettings = z.output<z.ZodObject<typeof tracingSettings>>;

const DEFAULT_EXPORT_TIMEOUT_MS = 10_000;

/** What `startTracing` builds the SDK from. */
export interface TracingOptions {
  /** Where spans are POSTed. */
  url: string;
  protocol: OtlpProtocol;
  /** Sent with every export (a vendor's API key): secrets, never logged. */
  headers: Record<string, string>;
  timeoutMs: number;
  compression: 'gzip' | 'none';
  serviceName: string;
  /** Resource attributes besides `service.name` and `service.version`. */
  resource: Record<string, string>;
  sampler: SamplerName;
  samplerRatio: number;
  /** Batching: how often ended spans are exported, and how many may wait. */
  scheduleDelayMs: number;
  maxQueueSize: number;
}

/**
 * The tracing a service's configuration asks for, or null when tracing is off: no endpoint, the
 * SDK disabled, or the `none` exporter. Signal-specific (`_TRACES_`) settings win over the general
 * ones; `serviceName` applies unless OTEL_SERVICE_NAME (or `service.name` in the resource) is set.
 */
export function tracingOptions(
  config: TracingSettings,
  serviceName: string,
): TracingOptions | null {
  if (config.OTEL_SDK_DISABLED || config.OTEL_TRACES_EXPORTER === 'none') return null;
  const url =
    config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (config.OTEL_EXPORTER_OTLP_ENDPOINT && `${config.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`);
  if (!url) return null;
  const { 'service.name': namedInResource, ...resource } = config.OTEL_RESOURCE_ATTRIBUTES ?? {};
  return {
    url,
    protocol: (config.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ??
      config.OTEL_EXPORTER_OTLP_PROTOCOL) as OtlpProtocol,
    headers: { ...config.OTEL_EXPORTER_OTLP_HEADERS, ...config.OTEL_EXPORTER_OTLP_TRACES_HEADERS },
    timeoutMs:
      config.OTEL_EXPORTER_OTLP_TRACES_TIMEOUT ??
      config.OTEL_EXPORTER_OTLP_TIMEOUT ??
      DEFAULT_EXPORT_TIMEOUT_MS,
    compression:
      config.OTEL_EXPORTER_OTLP_TRACES_COMPRESSION ??
      config.OTEL_EXPORTER_OTLP_COMPRESSION ??
      'none',
    serviceName: config.OTEL_SERVICE_NAME ?? namedInResource ?? serviceName,
    resource,
    sampler: config.OTEL_TRACES_SAMPLER,
    samplerRatio: config.OTEL_TRACES_SAMPLER_ARG ?? 1,
    scheduleDelayMs: config.OTEL_BSP_SCHEDULE_DELAY,
    maxQueueSize: config.OTEL_BSP_MAX_QUEUE_SIZE,
  };
}
