/**
 * What a run tells tracing and metrics, following OpenTelemetry's GenAI conventions: a
 * `chat {model}` client span per model call (provider, requested and answering model, input and
 * output tokens, finish reason) and an `execute_tool {tool}` span per tool call (the model's name
 * for the tool, the call id, the server). No prompt, message, argument or result is recorded.
 */
import {
  DURATION_BUCKETS_S,
  NO_METRICS,
  type Counter,
  type Histogram,
  type Metrics,
} from '@switchboard/kit/metrics/metrics';
import { NO_TRACER, type Tracer } from '@switchboard/kit/telemetry/tracer';

/** Where the model calls go, as the GenAI conventions name it. */
export interface ModelEndpoint {
  /** `gen_ai.provider.name`: `openai`, `openrouter`, or `openai_compatible` for other hosts. */
  provider: string;
  host: string;
  port: number;
}

export interface RunTelemetry {
  tracer: Tracer;
  endpoint: ModelEndpoint;
  /** Model calls by outcome (ok, error), in seconds. */
  modelCalls: Histogram<'outcome'>;
  /** Tokens by type (input, output). */
  tokens: Counter<'type'>;
  /** Tool calls by outcome (ok, error), in seconds. */
  toolCalls: Histogram<'outcome'>;
  /** Runs this runner ended, by status (completed, failed, timeout, cancelled). */
  runs: Counter<'status'>;
}

const KNOWN_PROVIDERS: Record<string, string> = {
  'api.openai.com': 'openai',
  'openrouter.ai': 'openrouter',
};

/** The GenAI provider and server of an OpenAI-compatible base URL (LLM_BASE_URL). */
export function modelEndpoint(baseUrl: string): ModelEndpoint {
  const url = new URL(baseUrl);
  return {
    provider: KNOWN_PROVIDERS[url.hostname] ?? 'openai_compatible',
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
  };
}

/** Registers the run's metrics. */
export function runTelemetry(
  tracer: Tracer,
  metrics: Metrics,
  endpoint: ModelEndpoint,
): RunTelemetry {
  return {
    tracer,
    endpoint,
    modelCalls: metrics.histogram({
      name: 'gen_ai_client_operation_duration_seconds',
      help: 'Duration of model calls (retries included), by outcome (ok, error).',
      labels: ['outcome'],
      buckets: DURATION_BUCKETS_S,
    }),
    tokens: metrics.counter({
      name: 'gen_ai_client_token_usage_total',
      help: 'Tokens the model calls used, by type (input, output).',
      labels: ['type'],
    }),
    toolCalls: metrics.histogram({
      name: 'switchboard_tool_call_duration_seconds',
      help: 'Duration of tool calls, by outcome (ok, error: the tool failed, timed out or was unknown).',
      labels: ['outcome'],
      buckets: DURATION_BUCKETS_S,
    }),
    runs: metrics.counter({
      name: 'switchboard_agent_runs_total',
      help: 'Agent runs this runner ended, by status (completed, failed, timeout, cancelled).',
      labels: ['status'],
    }),
  };
}

/** A run that records nothing (tests of the loop alone). */
export const NO_RUN_TELEMETRY = runTelemetry(NO_TRACER, NO_METRICS, {
  provider: 'openai_compatible',
  host: 'localhost',
  port: 80,
});
