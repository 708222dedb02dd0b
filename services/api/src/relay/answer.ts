/**
 * Getting a backend's answer to one user message: the history, the attempt plan (primary, then
 * fallbacks), each call bounded by both the integration's timeout and what is left of the
 * channel's. Returns the successful reply or every attempt's failure.
 */
import type { HttpClient } from '@switchboard/kit/http/types';
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import { buildHistory, type HistoryMessage } from './history.js';
import {
  callIntegration,
  type AttemptOutcome,
  type CallableIntegration,
  type CallContext,
  type IntegrationRequestBody,
} from './integration-call.js';
import type { IntegrationReply } from './integration-reply.js';
import type { RelayTelemetry } from './relay-telemetry.js';
import {
  explainNoAttempts,
  planAttempts,
  type IntegrationStrategy,
  type RandomSource,
  type SelectableIntegration,
} from './select-integrations.js';

export interface RelayBot {
  id: string;
  name: string;
  context_window: number;
  integration_strategy: IntegrationStrategy;
  error_message: string;
}

export type RelayIntegration = SelectableIntegration & CallableIntegration;

export interface FailedAttempt {
  integration_id: string;
  error: string;
}

export type AnswerOutcome =
  | {
      ok: true;
      integrationId: string;
      reply: IntegrationReply;
      latencyMs: number;
      attempts: FailedAttempt[];
    }
  | { ok: false; attempts: FailedAttempt[]; reason: string; latencyMs: number };

export interface AnswerInput {
  bot: RelayBot;
  integrations: readonly RelayIntegration[];
  conversation: ConversationRecord;
  history: { system: HistoryMessage[]; recent: HistoryMessage[] };
  platformMessageId: string | null;
  /** The reply button the message presses, if it is a press. */
  buttonId?: string | undefined;
  /** Monotonic ms (performance.now) after which no new attempt starts. */
  deadline: number;
}

export interface AnswerDeps {
  http: HttpClient;
  /** Fills the `{{secret.NAME}}` references of an integration's headers (the bot's team). */
  fillHeaders: CallContext['fillHeaders'];
  userAgent: string;
  random: RandomSource;
  now: () => number;
  telemetry: RelayTelemetry;
}

/** Tries the planned integrations in order until one answers with usable content. */
export async function getAnswer(deps: AnswerDeps, input: AnswerInput): Promise<AnswerOutcome> {
  const started = deps.now();
  const body = requestBody(input);
  const plan = planAttempts(input.integrations, input.bot.integration_strategy, deps.random);
  const attempts: FailedAttempt[] = [];
  for (const integration of plan) {
    const remainingMs = Math.floor(input.deadline - deps.now());
    if (remainingMs <= 0) {
      attempts.push({
        integration_id: integration.id,
        error: "not tried: the channel's timeout was reached",
      });
      continue;
    }
    const outcome = await tracedCall(deps, attempts.length + 1, () =>
      callIntegration(
        {
          http: deps.http,
          fillHeaders: deps.fillHeaders,
          userAgent: deps.userAgent,
          botId: input.bot.id,
          now: deps.now,
        },
        { ...integration, timeoutMs: Math.min(integration.timeout * 1000, remainingMs) },
        body,
      ),
    );
    if (outcome.ok) {
      return {
        ok: true,
        integrationId: integration.id,
        reply: outcome.reply,
        latencyMs: outcome.latencyMs,
        attempts,
      };
    }
    attempts.push({ integration_id: integration.id, error: outcome.error });
  }
  const reason =
    plan.length === 0
      ? explainNoAttempts(input.integrations)
      : `every integration failed: ${attempts.map((a) => `${a.integration_id}: ${a.error}`).join('; ')}`;
  return { ok: false, attempts, reason, latencyMs: Math.round(deps.now() - started) };
}

/**
 * One attempt in an `integration call` span (the integration's id, the attempt's number and
 * outcome; its POST is the child span that carries `traceparent`), timed into the attempts'
 * histogram. A failed attempt fails the span with `integration_failed`: the reason itself may
 * quote the backend's answer.
 */
async function tracedCall(
  deps: AnswerDeps,
  attempt: number,
  call: () => Promise<AttemptOutcome>,
): Promise<AttemptOutcome> {
  const { tracer, integrationCalls } = deps.telemetry;
  const outcome = tracer.enabled
    ? await tracer.inSpan('integration call', {}, async (span) => {
        const result = await call();
        span.setAttributes({
          'switchboard.integration.id': result.integrationId,
          'switchboard.integration.attempt': attempt,
          'switchboard.integration.outcome': result.ok ? 'ok' : 'failed',
        });
        if (!result.ok) span.fail('integration_failed');
        return result;
      })
    : await call();
  integrationCalls.observe({ outcome: outcome.ok ? 'ok' : 'failed' }, outcome.latencyMs / 1000);
  return outcome;
}

/** The spec's request body for this message. */
export function requestBody(input: AnswerInput): IntegrationRequestBody {
  const { conversation, bot } = input;
  const user = conversation.user;
  return {
    messages: buildHistory(input.history.system, input.history.recent, bot.context_window),
    conversation_id: conversation.id,
    user: {
      id: user.id,
      platform: user.platform,
      name: user.name,
      ...(user.username ? { username: user.username } : {}),
    },
    bot: { id: bot.id, name: bot.name },
    metadata: {
      channel: conversation.platform,
      chat_id: conversation.chat_id,
      ...(input.platformMessageId ? { message_id: input.platformMessageId } : {}),
      ...(input.buttonId ? { button_id: input.buttonId } : {}),
    },
  };
}
