/**
 * The send queue: a person's messages and proactive messages are stored with a due time
 * (`send_due_at`) before the API answers, and sent from here through their channel's platform, so
 * an accepted message survives a restart. Each chat's messages go in order, one at a time (the
 * platform adapters pace each chat); chats go side by side. A send is claimed with a lease, so a
 * process that dies mid-send leaves the message to be sent again (at least once). A platform that
 * asks to wait (429) or fails for now is tried again later with backoff; a refusal, or
 * SEND_MAX_ATTEMPTS failures, mark it `failed` and emit `message.delivery_failed`.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { AppError } from '@switchboard/kit/errors';
import { BackgroundJob } from '@switchboard/kit/background-job';
import type { Logger } from '@switchboard/kit/logger';
import { teamScope, type Scope } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { RelayMessageRecord } from '../conversations/message-record.js';
import { recordDelivery, sendThrough, type SendOutcome } from '../relay/outbound-delivery.js';
import type { RelaySending } from '../relay/relay.feature.js';
import { storedReplyFiles } from '../relay/reply.js';

/** How long a send may take before another process may take the message over. */
export const SEND_LEASE_MS = 2 * 60_000;
/** Tries before a message that keeps failing for now is marked failed. */
export const SEND_MAX_ATTEMPTS = 6;
/** Waits between tries: 30 s, 2 min, 8 min, 30 min, then hourly (about 3 hours in all). */
const BACKOFF_MS = [30_000, 120_000, 480_000, 1_800_000, 3_600_000];
/** How often the queue is looked at without a nudge (messages other processes queued). */
const POLL_MS = 30_000;
/** How soon a message waiting for an earlier one of its chat (sent by another process) looks again. */
const ORDER_RECHECK_MS = 5_000;
/** Messages read per batch, and chats sent to at once. */
const BATCH = 50;
const CHATS_AT_ONCE = 8;

export interface SendQueueDeps {
  sending: RelaySending;
  channels: { findById(scope: Scope, id: string): Promise<ChannelRecord | null> };
  clock: Clock;
  logger: Logger;
  pollMs?: number;
}

export class SendQueue {
  private readonly job: BackgroundJob<void>;

  constructor(private readonly deps: SendQueueDeps) {
    this.job = new BackgroundJob({
      name: 'send queue',
      logger: deps.logger,
      intervalMs: deps.pollMs ?? POLL_MS,
      pass: () => this.pass(),
      nextPassInMs: async () => {
        const next = await deps.sending.conversations.messages.outbound.nextSendDue();
        return next === null ? Infinity : Date.parse(next) - deps.clock.now().getTime();
      },
    });
  }

  start(): void {
    this.job.start();
  }

  /** Sends soon: a message was just queued. */
  nudge(): void {
    this.job.nudge();
  }

  /** One pass now (or the one running): every message due is sent or rescheduled. */
  run(): Promise<void> {
    return this.job.run();
  }

  idle(): Promise<void> {
    return this.job.idle();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  private async pass(): Promise<void> {
    const messages = this.deps.sending.conversations.messages.outbound;
    const tried = new Set<string>();
    for (;;) {
      const now = this.deps.clock.now().toISOString();
      const due = (await messages.dueToSend(now, BATCH + tried.size)).filter(
        (m) => !tried.has(m.id),
      );
      if (due.length === 0 || this.job.stopped) return;
      for (const message of due) tried.add(message.id);
      // Each chat's messages in the order they were written (a retried one may be due later).
      const chats = [...groupBy(due, (m) => m.conversation_id).values()].map((chat) =>
        chat.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)),
      );
      for (let i = 0; i < chats.length; i += CHATS_AT_ONCE) {
        await Promise.all(chats.slice(i, i + CHATS_AT_ONCE).map((chat) => this.sendChat(chat)));
      }
    }
  }

  /** A chat's messages in order; one left for later keeps the ones after it waiting too. */
  private async sendChat(chat: RelayMessageRecord[]): Promise<void> {
    for (const message of chat) {
      try {
        if (!(await this.sendOne(message))) return;
      } catch (error) {
        this.deps.logger.error({ err: error, message_id: message.id }, 'sending a message failed');
        return;
      }
    }
  }

  /** Whether an earlier message of the chat is still queued; then `message` looks again soon. */
  private async waitsForEarlier(message: RelayMessageRecord): Promise<boolean> {
    const messages = this.deps.sending.conversations.messages.outbound;
    const earlier = await messages.queuedBefore(teamScope(message.team_id), message);
    if (!earlier) return false;
    const soon = this.deps.clock.now().getTime() + ORDER_RECHECK_MS;
    const at = Math.min(Date.parse(earlier.send_due_at ?? '') || soon, soon);
    await messages.sendLater(
      message,
      new Date(Math.max(at, this.deps.clock.now().getTime() + 1)).toISOString(),
    );
    return true;
  }

  /** Sends (or fails) one message it can claim; false when it is left queued (taken, or to try later). */
  private async sendOne(queued: RelayMessageRecord): Promise<boolean> {
    const { clock } = this.deps;
    const { conversations } = this.deps.sending;
    const scope = teamScope(queued.team_id);
    if (await this.waitsForEarlier(queued)) return false;
    const now = clock.now();
    const message = await conversations.messages.outbound.claimSend(
      scope,
      queued.id,
      now.toISOString(),
      new Date(now.getTime() + SEND_LEASE_MS).toISOString(),
    );
    if (!message) return false;
    const conversation = await conversations.conversations.findById(scope, message.conversation_id);
    const channel = conversation
      ? await this.deps.channels.findById(scope, conversation.channel_id)
      : null;
    const adapter = channel ? this.deps.sending.adapters[channel.type] : undefined;
    let outcome: SendOutcome;
    if (!conversation || !channel) {
      outcome = failedOutcome('not sent: its channel was deleted', clock);
    } else if (!adapter) {
      // A channel without a platform (api): the message is there for the app to read.
      outcome = {
        delivery: { status: 'sent', updated_at: now.toISOString() },
        platformMessageIds: [],
        error: null,
      };
    } else {
      const files = await storedReplyFiles(this.deps.sending.files, message);
      outcome = await sendThrough(adapter, { channel, conversation }, message, files, () =>
        clock.now(),
      );
      if (outcome.error && mayRetry(outcome.error, message.send_attempts ?? 1)) {
        const waitMs = retryDelayMs(outcome.error, message.send_attempts ?? 1);
        await conversations.messages.outbound.sendLater(
          message,
          new Date(clock.now().getTime() + waitMs).toISOString(),
        );
        this.deps.logger.warn(
          {
            message_id: message.id,
            channel_id: channel.id,
            err: outcome.error,
            retry_in_ms: waitMs,
          },
          'send failed for now; tried again later',
        );
        return false;
      }
    }
    const target = channel ?? {
      id: conversation?.channel_id ?? '',
      team_id: message.team_id,
      bot_id: message.bot_id,
    };
    const write = recordDelivery(this.deps.sending, target, adapter ?? {}, message, outcome);
    await conversations.writeTogether(write.steps);
    write.stored();
    if (channel && adapter?.receiptsLater) {
      await this.deps.sending.receipts.settle(channel, outcome.platformMessageIds);
    }
    // Sent or failed for good: either way the chat's next message may go.
    return true;
  }
}

function failedOutcome(error: string, clock: Clock): SendOutcome {
  return {
    delivery: { status: 'failed', error, updated_at: clock.now().toISOString() },
    platformMessageIds: [],
    error: new Error(error),
  };
}

/** A failure a later try may get past (rate limits, the platform or the network failing). */
function mayRetry(error: unknown, attempts: number): boolean {
  return error instanceof AppError && error.retryable && attempts < SEND_MAX_ATTEMPTS;
}

/** The backoff for the `attempts`th failure, or the platform's own `retry_after` when longer. */
function retryDelayMs(error: unknown, attempts: number): number {
  const backoff = BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? 30_000;
  const asked = (error as AppError).details?.retry_after;
  return typeof asked === 'number' ? Math.max(backoff, asked * 1000) : backoff;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
