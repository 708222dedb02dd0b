/**
 * Making the reply to one user message: ask the integrations (answer.ts), keep the reply's
 * attachments as service files, store the assistant message linked to the user message, and emit
 * `integration.failed` when the bot's error_message had to be sent instead. An answer that asks for
 * a person says so (`handoff`); one that asks without words stores no reply at all.
 */
import { latencyBucketField, type UsageIncrements } from '@switchboard/store/usage-rollup';
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import { newId } from '@switchboard/kit/ids';
import { teamScope } from '@switchboard/store/port';
import { fillSecretHeaders } from '@switchboard/store/secret-repository';
import type { FileStore, StoredFile } from '../files/file-store.js';
import { getAnswer, type AnswerOutcome } from './answer.js';
import { keepAttachments } from './attachments.js';
import type { RelayDeps } from './relay-deps.js';
import type { RelayMessageRecord } from '../conversations/message-record.js';
import type { FinishOutcome, Finished } from './conversation-store.js';

export interface ReplyInput {
  channel: ChannelRecord;
  conversation: ConversationRecord;
  message: RelayMessageRecord;
}

export interface MadeReply {
  /** Null when the integration handed the conversation over without words for the user. */
  reply: RelayMessageRecord | null;
  files: StoredFile[];
  /** The integration that asked for a person, when it did. */
  handoff: { integrationId: string } | null;
  /**
   * What finishing the message did, when no platform delivers the reply (it goes out in the
   * response): unless the answer asks for a person, the message is finished in the same write as
   * its reply. Absent when it is left to `finish`.
   */
  finished?: Finished;
}

/** The made reply of a stored one (a message taken over from a process that died). */
export async function storedReply(files: FileStore, reply: RelayMessageRecord): Promise<MadeReply> {
  return {
    reply,
    files: await storedReplyFiles(files, reply),
    handoff:
      reply.requests_handoff && reply.integration_id
        ? { integrationId: reply.integration_id }
        : null,
  };
}

/** Answers `message` within the channel's timeout and stores the reply (one per user message). */
export async function makeReply(
  deps: RelayDeps,
  monotonic: () => number,
  { channel, conversation, message }: ReplyInput,
): Promise<MadeReply> {
  const scope = teamScope(channel.team_id);
  const deadline = monotonic() + channel.timeout * 1000;
  const bot = await deps.bots.get(scope, channel.bot_id);
  const [integrations, history] = await Promise.all([
    deps.integrations.listForBot(scope, channel.bot_id),
    deps.conversations.history(scope, conversation.id, message, bot.context_window),
  ]);
  const outcome = await getAnswer(
    {
      http: deps.http,
      fillHeaders: (headers) => fillSecretHeaders(deps.secrets, channel.team_id, headers),
      userAgent: deps.userAgent,
      random: deps.random,
      now: monotonic,
      telemetry: deps.telemetry,
    },
    {
      bot,
      integrations,
      conversation,
      history,
      platformMessageId: message.platform_message_id,
      buttonId: buttonIdOf(message),
      deadline,
    },
  );
  const handoff =
    outcome.ok && outcome.reply.handoff ? { integrationId: outcome.integrationId } : null;
  if (outcome.ok && outcome.reply.content === null) return { reply: null, files: [], handoff };
  const kept = outcome.ok
    ? await keepReplyFiles(deps, monotonic, conversation, outcome, deadline)
    : { files: [], problems: [] };
  const now = deps.clock.now().toISOString();
  // Without a platform to send it (the api channel) the reply is sent as it is stored: the caller
  // gets it in the answer.
  const withoutPlatform = deps.adapters[channel.type] === undefined;
  const record = replyRecord(message, outcome, kept, {
    errorMessage: bot.error_message,
    now,
    sentWithoutPlatform: withoutPlatform,
  });
  // Stored with its usage count (and, when the error_message had to be sent, its
  // integration.failed event) as one unit. A racing process may have stored the reply first; then
  // that one is the reply, counted by that process, and the files kept for this one are listed by
  // no message: they go now, not never.
  const failure = outcome.ok
    ? null
    : deps.events.prepare(channel.team_id, 'integration.failed', {
        bot_id: channel.bot_id,
        conversation_id: conversation.id,
        message_id: message.id,
        attempts: outcome.attempts,
      });
  const withIt = [
    deps.usage?.addStep(channel.team_id, deps.clock.now(), replyUsage(outcome)),
    failure?.step,
  ];
  const stored: { message: RelayMessageRecord; duplicate: boolean; finished?: Finished } =
    withoutPlatform && handoff === null
      ? await deps.conversations.appendFinishing(record, withIt, {
          message,
          outcome: finishOutcome(record, null),
          count: { count: 2, at: record.created_at },
        })
      : await deps.conversations.append(record, ...withIt);
  const { message: reply, duplicate } = stored;
  if (duplicate) {
    await deps.files.deleteByUrls(
      scope,
      kept.files.map((file) => file.url),
    );
    return storedReply(deps.files, reply);
  }
  failure?.stored();
  return { reply, files: kept.files, handoff, finished: stored.finished };
}

/**
 * What a user message becomes once `reply` is made and (unless `deliveryError`) delivered:
 * `handoff` when there is no reply (the answer asked for a person without words), `failed` when
 * no integration answered or the delivery failed, else `answered`.
 */
export function finishOutcome(
  reply: RelayMessageRecord | null,
  deliveryError: string | null,
): FinishOutcome {
  if (reply === null) return { status: 'handoff', error: null };
  const unanswered = reply.integration_id === null;
  return {
    status: unanswered || deliveryError !== null ? 'failed' : 'answered',
    error: deliveryError ?? (unanswered ? reply.error : null),
  };
}

/** The reply button a user message presses (`metadata.button_id`), if it is a press. */
function buttonIdOf(message: RelayMessageRecord): string | undefined {
  const id = message.metadata?.button_id;
  return typeof id === 'string' ? id : undefined;
}

/** The stored files behind a stored reply's attachment URLs (to deliver it again). */
export async function storedReplyFiles(
  files: FileStore,
  reply: RelayMessageRecord,
): Promise<StoredFile[]> {
  const found = await Promise.all(reply.attachments.map((a) => files.fromUrl(a.url)));
  return found.filter((f): f is StoredFile => f !== null);
}

async function keepReplyFiles(
  deps: RelayDeps,
  monotonic: () => number,
  conversation: ConversationRecord,
  outcome: Extract<AnswerOutcome, { ok: true }>,
  deadline: number,
): Promise<{ files: StoredFile[]; problems: string[] }> {
  const dropped = outcome.reply.droppedAttachments;
  if (outcome.reply.attachments.length === 0) return { files: [], problems: dropped };
  const limits = deps.attachmentLimits;
  // Downloads share what is left of the channel's time (at least a second, at most the limit).
  const timeoutMs = Math.max(1000, Math.min(limits.timeoutMs, deadline - monotonic()));
  const kept = await keepAttachments(
    { http: deps.http, files: deps.files, limits: { ...limits, timeoutMs } },
    conversation.team_id,
    { botId: conversation.bot_id, conversationId: conversation.id },
    outcome.reply.attachments,
  );
  return { files: kept.files, problems: [...dropped, ...kept.problems] };
}

function replyRecord(
  message: RelayMessageRecord,
  outcome: AnswerOutcome,
  kept: { files: StoredFile[]; problems: string[] },
  context: { errorMessage: string; now: string; sentWithoutPlatform: boolean },
): RelayMessageRecord {
  const attachmentProblems = kept.problems.length > 0 ? kept.problems.join('; ') : null;
  const buttons = outcome.ok ? outcome.reply.buttons : [];
  return {
    id: newId('message'),
    team_id: message.team_id,
    bot_id: message.bot_id,
    conversation_id: message.conversation_id,
    role: 'assistant',
    content: outcome.ok ? (outcome.reply.content ?? '') : context.errorMessage,
    attachments: kept.files.map((f) => ({
      url: f.url,
      filename: f.filename,
      mime_type: f.mimeType,
    })),
    integration_id: outcome.ok ? outcome.integrationId : null,
    latency_ms: outcome.latencyMs,
    metadata: outcome.ok ? outcome.reply.metadata : null,
    platform_message_id: null,
    status: null,
    error: outcome.ok ? attachmentProblems : outcome.reason,
    delivery: context.sentWithoutPlatform ? { status: 'sent', updated_at: context.now } : null,
    ...(buttons.length > 0 ? { buttons } : {}),
    created_at: context.now,
    reply_to: message.id,
    ...(outcome.ok && outcome.reply.handoff ? { requests_handoff: true } : {}),
  };
}

/** What one stored reply adds to the day's usage. */
function replyUsage(outcome: AnswerOutcome): UsageIncrements {
  if (!outcome.ok) return { replies_sent: 1, integration_failures: 1 };
  return { replies_sent: 1, [latencyBucketField(outcome.latencyMs)]: 1 };
}
