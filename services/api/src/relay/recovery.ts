/**
 * Nothing a user sent is silently dropped: user messages still `received` after their lease ran
 * out belong to a process that died mid-relay. At start-up (and on a timer) each is claimed and
 * answered, or, when that is no longer possible (channel gone, message too old), marked `failed`
 * with the reason, where GET /conversations/{id}/messages shows it.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import { teamScope } from '@switchboard/store/port';
import type { Logger } from '@switchboard/kit/logger';
import type { Clock } from '../clock.js';
import type { ConversationStore } from './conversation-store.js';
import type { RelayMessageRecord } from '../conversations/message-record.js';
import { BACKGROUND_SLOT_WAIT_MS, type RelayService } from './relay.service.js';

/** Older unanswered messages are marked failed rather than answered long after the fact. */
const RECOVERY_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

export interface RecoveryDeps {
  relay: RelayService;
  conversations: ConversationStore;
  channels: {
    findById(scope: ReturnType<typeof teamScope>, id: string): Promise<ChannelRecord | null>;
  };
  clock: Clock;
  logger: Logger;
  maxAgeMs?: number;
}

export interface RecoveryReport {
  answered: number;
  failed: number;
}

/** Answers or fails every abandoned user message; returns how many of each. */
export async function recoverAbandoned(deps: RecoveryDeps): Promise<RecoveryReport> {
  const report: RecoveryReport = { answered: 0, failed: 0 };
  const seen = new Set<string>();
  for (;;) {
    const now = deps.clock.now();
    const batch = (
      await deps.conversations.messages.abandoned(now.toISOString(), BATCH + seen.size)
    ).filter((m) => !seen.has(m.id));
    if (batch.length === 0) return report;
    for (const message of batch) {
      seen.add(message.id);
      const outcome = await recoverOne(deps, message, now);
      if (outcome) report[outcome] += 1;
    }
  }
}

async function recoverOne(
  deps: RecoveryDeps,
  message: RelayMessageRecord,
  now: Date,
): Promise<'answered' | 'failed' | null> {
  const scope = teamScope(message.team_id);
  const conversation = await deps.conversations.conversations.findById(
    scope,
    message.conversation_id,
  );
  const channel = conversation
    ? await deps.channels.findById(scope, conversation.channel_id)
    : null;
  const age = now.getTime() - Date.parse(message.created_at);
  const reason =
    !conversation || !channel
      ? 'not answered: its channel was deleted before the service could answer'
      : age > (deps.maxAgeMs ?? RECOVERY_MAX_AGE_MS)
        ? 'not answered: the service was unavailable for too long'
        : null;
  if (reason || !conversation || !channel) {
    const failed = await markFailed(deps, message, reason);
    return failed ? 'failed' : null;
  }
  // Taken before the claim, so waiting for a slot never eats into the claimed lease.
  const release = await deps.relay.reserve(channel, BACKGROUND_SLOT_WAIT_MS).catch(() => null);
  if (!release) return null; // the process is busy: a later pass answers it
  try {
    const claimed = await deps.relay.claim(scope, message.id, channel);
    if (!claimed) return null; // another process took it over first
    return await answerClaimed(deps, channel, conversation, claimed);
  } finally {
    release();
  }
}

async function answerClaimed(
  deps: RecoveryDeps,
  channel: ChannelRecord,
  conversation: ConversationRecord,
  message: RelayMessageRecord,
): Promise<'answered' | 'failed'> {
  try {
    const result = await deps.relay.process(channel, conversation, message);
    // Handed to a person is as good as answered: nothing is left undone.
    return result.message.status === 'failed' ? 'failed' : 'answered';
  } catch (error) {
    deps.logger.error({ err: error, message_id: message.id }, 'recovering a message failed');
    await markFailed(deps, message, `not answered: ${(error as Error).message}`);
    return 'failed';
  }
}

/**
 * Marks a still-`received` message failed; true when this call did it. Only that call counts the
 * message in its conversation (when the conversation is still there).
 */
async function markFailed(
  deps: RecoveryDeps,
  message: RelayMessageRecord,
  error: string | null,
): Promise<boolean> {
  const { finished } = await deps.conversations.finish(
    message,
    { status: 'failed', error },
    { count: 1, at: message.created_at },
  );
  return finished !== null;
}
