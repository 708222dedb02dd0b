import type { Tracer } from '../telemetry/tracer.js';

const DEFAULT_PORT: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * Runs one outbound request in an HTTP client span (OpenTelemetry's HTTP conventions: named by
 * the method, with the method, host, port, scheme and status). The path, query and headers are
 * left out: paths carry tokens (a Bot API's `/bot<token>/`), headers carry keys. A status of 400
 * or more marks the span failed, as the conventions ask of a client.
 */
export function traceRequest<A extends { status: number }>(
  tracer: Tracer | undefined,
  request: { method?: string; url: string },
  send: () => Promise<A>,
): Promise<A> {
  if (!tracer?.enabled) return send();
  const method = (request.method ?? 'GET').toUpperCase();
  let url: URL | null = null;
  try {
    url = new URL(request.url);
  } catch {
    // The client refuses it with INVALID_URL; the span still records the attempt.
  }
  return tracer.inSpan(
    method,
    {
      kind: 'client',
      attributes: {
        'http.request.method': method,
        'server.address': url?.hostname,
        'server.port': url ? Number(url.port || DEFAULT_PORT[url.protocol]) : undefined,
        'url.scheme': url?.protocol.replace(':', ''),
      },
    },
    async (span) => {
      // A thrown error (TIMEOUT, NETWORK_ERROR...) fails the span with its code (inSpan).
      const response = await send();
      span.setAttributes({ 'http.response.status_code': response.status });
      if (response.status >= 400) span.fail(String(response.status));
      return response;
    },
  );
}
