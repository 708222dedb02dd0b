import { createHttpClient } from '../http/client.js';
import type { Logger } from '../logger.js';
import { USER_AGENT } from '../version.js';
import { NO_TRACER, type Tracer } from './tracer.js';
import type { TracingOptions } from './tracing-config.js';

/** A process's tracer and the means to send off what it recorded. */
export interface TracingHandle {
  tracer: Tracer;
  /** Exports every span ended so far (tests, before reading what a receiver got). */
  flush(): Promise<void>;
  /** Exports what is left and stops; call last at shutdown. */
  shutdown(): Promise<void>;
}

const TRACING_OFF: TracingHandle = {
  tracer: NO_TRACER,
  flush: async () => undefined,
  shutdown: async () => undefined,
};

/**
 * Starts tracing as configured (`tracingOptions`), or hands out NO_TRACER when `options` is null.
 * The OpenTelemetry SDK is imported only in the first case, so a service without an OTLP endpoint
 * never loads it. Spans are exported through a guarded client of their own, untraced, for which
 * the operator's endpoint is a trusted origin (a collector on this machine or a private network).
 */
export async function startTracing(
  options: TracingOptions | null,
  logger: Logger,
): Promise<TracingHandle> {
  if (!options) return TRACING_OFF;
  const { startOtelTracing } = await import('./otel-tracer.js');
  const http = createHttpClient({
    allowPrivateNetwork: false,
    trustedOrigins: [options.url],
    userAgent: USER_AGENT,
  });
  const handle = startOtelTracing(options, {
    http,
    logger: logger.child({ component: 'tracing' }),
  });
  // Only the endpoint's origin: its path and the headers may carry credentials.
  logger.info(
    {
      endpoint: new URL(options.url).origin,
      protocol: options.protocol,
      service: options.serviceName,
    },
    'tracing on',
  );
  return {
    ...handle,
    shutdown: async () => {
      await handle.shutdown();
      http.close();
    },
  };
}
