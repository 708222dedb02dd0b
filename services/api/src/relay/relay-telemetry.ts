/**
 * What the relay tells tracing and metrics: a span per message answered and per integration
 * attempt (ids and outcomes, never message contents or the integration's headers and URL), the
 * messages by channel and outcome, the attempts' durations, and the messages in flight.
 */
import {
  DURATION_BUCKETS_S,
  type Counter,
  type Histogram,
  type Metrics,
} from '@switchboard/kit/metrics/metrics';
import type { Tracer } from '@switchboard/kit/telemetry/tracer';

/**
 * How an attempt to answer a user message ended: `answered` (an integration's reply was
 * delivered), `error_message` (every integration failed; the bot's error_message went out),
 * `delivery_failed` (the reply could not be delivered), `refused` (no free slot: the api channel
 * answers 429/503; a platform's message, or recovery's, is tried again later and counted again),
 * `handed_to_a_person` (the integration asked for a person; no reply went out).
 */
export type RelayOutcome =
  'answered' | 'error_message' | 'delivery_failed' | 'refused' | 'handed_to_a_person';

export interface RelayTelemetry {
  tracer: Tracer;
  messages: Counter<'channel' | 'outcome'>;
  integrationCalls: Histogram<'outcome'>;
}

/** Registers the relay's metrics; `inFlight` reads the messages being answered now. */
export function relayTelemetry(
  tracer: Tracer,
  metrics: Metrics,
  inFlight: () => number,
): RelayTelemetry {
  metrics.gauge({
    name: 'switchboard_relay_messages_in_flight',
    help: 'User messages this process is answering now (each holds a relay slot).',
    labels: [],
    read: () => [[{}, inFlight()]],
  });
  return {
    tracer,
    messages: metrics.counter({
      name: 'switchboard_relay_messages_total',
      help: 'User messages relayed, by channel type and outcome (answered, error_message, delivery_failed, refused, handed_to_a_person).',
      labels: ['channel', 'outcome'],
    }),
    integrationCalls: metrics.histogram({
      name: 'switchboard_relay_integration_call_duration_seconds',
      help: 'Duration of calls to integration webhooks, by outcome (ok, failed).',
      labels: ['outcome'],
      buckets: DURATION_BUCKETS_S,
    }),
  };
}
