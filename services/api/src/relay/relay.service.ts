/**
 * The relay: a user message comes in on a channel, is stored before anything else, is answered by
 * the bot's integrations (or the bot's error_message when none can), and the reply is stored and
 * delivered through the channel. Redeliveries of a platform message are answered once; a message
 * whose process died mid-relay is picked up again by `recover` (see recovery.ts). In a conversation
 * handed to a person (status `handoff`) a user message is stored, counted and emitted, and left
 * for the person: the integrations are not asked.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import { toPublicMessage, type Attachment } from '@switchboard/contracts/message';
import { ConflictError, NotFoundError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import { teamScope, type Scope } from '@switchboard/store/port';
import type { ChatUser } from './ports/accept-inbound.js';
import type { MessageContent } from './history.js';
import type { RelayDeps } from './relay-deps.js';
import { handoffWrite } from '../conversations/handoff-write.js';
import { relayKey, type RelayMessageRecord } from '../conversations/message-record.js';
import type { ReleaseSlot } from './relay-slots.js';
import { keepTyping } from './keep-typing.js';
import { recordDelivery, sendThrough, type PreparedWrite } from './outbound-delivery.js';
import { finishOutcome, makeReply, storedReply, type MadeReply } from './reply.js';
import type { RelayOutcome } from './relay-telemetry.js';

/** Extra time past the channel's timeout before another process may take a message over. */
const LEASE_MARGIN_MS = 60_000;
/**
 * How long a message answered in the background waits for a slot: within the lease margin, so the
 * message is not taken over meanwhile; one that gets none is left to recovery.
 */
export const BACKGROUND_SLOT_WAIT_MS = LEASE_MARGIN_MS / 2;

export interface InboundMessage {
  channel: ChannelRecord;
  chatId: string;
  user: ChatUser;
  content: MessageContent;
  attachments?: Attachment[];
  platformMessageId?: string | null;
  /** Platform details kept on the user message (e.g. Telegram files still to fetch). */
  metadata?: Record<string, unknown> | null;
  /** When the platform says the user sent it (WhatsApp's window counts from it). */
  platformSentAt?: Date | undefined;
}

export interface Received {
  conversation: ConversationRecord;
  message: RelayMessageRecord;
  /** True when this platform message was already stored (a redelivery or a replay). */
  duplicate: boolean;
}

export interface RelayResult {
  conversation: ConversationRecord;
  message: RelayMessageRecord;
  /** Null when no reply is sent: the conversation is (now) a person's. */
  reply: RelayMessageRecord | null;
}

export class RelayService {
  private readonly monotonic: () => number;

  constructor(private readonly deps: RelayDeps) {
    this.monotonic = deps.monotonicNow ?? (() => performance.now());
  }

  /**
   * A slot to answer one of the channel team's messages (relay-slots.ts), to hold until the answer
   * is delivered: waits up to `waitMs` (default the api channel's RELAY_QUEUE_WAIT_MS), then
   * rejects with 429 CONCURRENCY_LIMIT_EXCEEDED or 503 SERVICE_UNAVAILABLE (counted `refused`).
   */
  reserve(
    channel: Pick<ChannelRecord, 'team_id' | 'type'>,
    waitMs = this.deps.slotWaitMs,
  ): Promise<ReleaseSlot> {
    const slot = this.deps.slots.acquire(channel.team_id, waitMs);
    const { messages } = this.deps.telemetry;
    return slot.catch((error: unknown) => {
      messages.inc({ channel: channel.type, outcome: 'refused' });
      throw error;
    });
  }

  /** Stores an inbound user message (durably, before any other work) in its conversation. */
  async receive(inbound: InboundMessage): Promise<Received> {
    const { channel } = inbound;
    const now = this.deps.clock.now();
    const platformId = inbound.platformMessageId ?? null;
    const key = platformId ? relayKey(channel.id, inbound.chatId, platformId) : null;
    // A redelivery (or a replayed message_id, whoever sends it) is the first message: found before
    // a conversation is looked for, so a replay by another user does not leave an empty one.
    const first = key
      ? await this.deps.conversations.messages.findByRelayKey(channel.team_id, key)
      : null;
    if (first) return this.duplicateOf(first);
    const conversation = await this.deps.conversations.findOrCreate(
      {
        teamId: channel.team_id,
        botId: channel.bot_id,
        channelId: channel.id,
        platform: channel.type,
        chatId: inbound.chatId,
        user: inbound.user,
      },
      now.toISOString(),
    );
    // In a handoff the message is the person's to answer: stored finished, never leased.
    const forPerson = conversation.status === 'handoff';
    const record: RelayMessageRecord = {
      id: newId('message'),
      team_id: channel.team_id,
      bot_id: channel.bot_id,
      conversation_id: conversation.id,
      role: 'user',
      content: inbound.content,
      attachments: inbound.attachments ?? [],
      integration_id: null,
      latency_ms: null,
      metadata: inbound.metadata ?? null,
      platform_message_id: platformId,
      status: forPerson ? 'handoff' : 'received',
      error: null,
      delivery: null,
      created_at: now.toISOString(),
      ...(forPerson ? {} : { relay_lease_until: this.leaseUntil(channel) }),
      ...(key ? { relay_key: key } : {}),
      ...(inbound.platformSentAt ? { platform_sent_at: inbound.platformSentAt.toISOString() } : {}),
    };
    // Stored with its event and its count as one unit: a crash leaves all three or none.
    const event = this.deps.events.prepare(channel.team_id, 'bot.message_received', {
      bot_id: channel.bot_id,
      channel_id: channel.id,
      conversation_id: conversation.id,
      message: toPublicMessage(record),
    });
    const { message, duplicate } = await this.deps.conversations.append(
      record,
      event.step,
      this.deps.usage?.addStep(channel.team_id, now, { messages_received: 1 }),
      forPerson
        ? this.deps.conversations.conversations.countMessagesStep(
            channel.team_id,
            conversation.id,
            1,
            record.created_at,
          )
        : null,
    );
    // Two deliveries of one platform message raced past the lookup above; the other one won.
    if (duplicate) return this.duplicateOf(message);
    event.stored();
    return { conversation, message, duplicate: false };
  }

  private async deleteLeftovers(scope: Scope, conversationId: string): Promise<void> {
    const leftovers = { conversation_id: conversationId };
    await this.deps.fileCleanup.deleteFilesOf(scope, leftovers);
    await this.deps.conversations.receipts.deleteOf(scope, leftovers);
    await this.deps.conversations.messages.deleteOf(scope, leftovers);
  }

  /** A platform message stored before, with the conversation it was stored in. */
  private async duplicateOf(message: RelayMessageRecord): Promise<Received> {
    const conversation = await this.deps.conversations.conversations.findById(
      teamScope(message.team_id),
      message.conversation_id,
    );
    // Deleting a conversation deletes its messages, so this only misses in a race with a delete.
    if (!conversation) throw new NotFoundError('conversation', message.conversation_id);
    return { conversation, message, duplicate: true };
  }

  /**
   * The reply to a message that was already stored: its existing reply, or (when the process that
   * was answering it died) a new one. Throws ConflictError while another request is answering it.
   */
  async replyToDuplicate(channel: ChannelRecord, received: Received): Promise<RelayResult> {
    const scope = teamScope(channel.team_id);
    const first = received.message;
    const reply = await this.deps.conversations.messages.findReply(scope, first.id);
    if (reply && first.status !== 'received') {
      return { conversation: received.conversation, message: first, reply };
    }
    if (first.status !== 'received') {
      throw new ConflictError(
        `This message_id was received before and not answered (${first.error ?? 'failed'}); send the message again with a new message_id.`,
        { message_id: first.platform_message_id },
      );
    }
    const claimed = await this.claim(scope, received.message.id, channel);
    if (!claimed) {
      throw new ConflictError('This message is still being answered; send it again in a moment.', {
        message_id: received.message.platform_message_id,
      });
    }
    return this.process(channel, received.conversation, claimed);
  }

  /** Takes over a `received` message whose lease has expired; null when someone holds it. */
  async claim(
    scope: Scope,
    messageId: string,
    channel: ChannelRecord,
  ): Promise<RelayMessageRecord | null> {
    return this.deps.conversations.messages.takeExpiredLease(
      scope,
      messageId,
      this.deps.clock.now().toISOString(),
      this.leaseUntil(channel),
    );
  }

  /**
   * Answers a stored user message (or reuses its stored reply), delivers it, and marks the message;
   * an integration that asked for a person puts the conversation in handoff. `fresh`: the message
   * was stored by this request just now, so it cannot have a reply yet.
   */
  process(
    channel: ChannelRecord,
    conversation: ConversationRecord,
    stored: RelayMessageRecord,
    options: { fresh?: boolean } = {},
  ): Promise<RelayResult> {
    const { tracer, messages } = this.deps.telemetry;
    const attributes = tracer.enabled
      ? {
          'switchboard.channel.type': channel.type,
          'switchboard.channel.id': channel.id,
          'switchboard.bot.id': channel.bot_id,
          'switchboard.conversation.id': conversation.id,
          'switchboard.message.id': stored.id,
        }
      : undefined;
    return tracer.inSpan('relay message', { attributes }, async (span) => {
      const result = await this.answerAndDeliver(channel, conversation, stored, options);
      const outcome = outcomeOf(result);
      messages.inc({ channel: channel.type, outcome });
      if (tracer.enabled) {
        span.setAttributes({
          'switchboard.relay.outcome': outcome,
          'switchboard.integration.id': result.reply?.integration_id ?? undefined,
        });
      }
      return result;
    });
  }

  private async answerAndDeliver(
    channel: ChannelRecord,
    conversation: ConversationRecord,
    stored: RelayMessageRecord,
    options: { fresh?: boolean },
  ): Promise<RelayResult> {
    const scope = teamScope(channel.team_id);
    const adapter = this.deps.adapters[channel.type];
    const message = adapter?.prepare ? await adapter.prepare(channel, stored) : stored;
    // Typing is shown (and renewed) while the answer is made, and stops before the reply goes
    // out: the call in flight (short: TYPING_TIMEOUT_MS) ends first, so the two never race to
    // report a refused token.
    const showTyping = adapter?.typing;
    const stopTyping = showTyping
      ? keepTyping(
          () => showTyping.call(adapter, channel, conversation, message),
          adapter.typingRepeatMs,
        )
      : null;
    let made: MadeReply;
    try {
      made = await this.replyFor(channel, conversation, message, options.fresh === true);
    } finally {
      await stopTyping?.();
    }
    const { reply, files } = made;
    const now = () => this.deps.clock.now();
    const sent =
      reply && adapter
        ? await sendThrough(adapter, { channel, conversation }, reply, files, now)
        : null;
    if (sent?.error) {
      this.deps.logger.warn(
        { channel_id: channel.id, message_id: message.id, err: sent.error },
        'delivery failed',
      );
    }
    const deliveryError =
      sent?.delivery.status === 'failed'
        ? `the reply could not be delivered: ${sent.delivery.error ?? 'failed'}`
        : null;
    const writes: PreparedWrite[] = [];
    if (reply && adapter && sent) {
      writes.push(recordDelivery(this.deps, channel, adapter, reply, sent));
    }
    if (made.handoff) {
      // The integration asked for a person: the conversation moves with the message's finish.
      writes.push(
        handoffWrite(
          { ...this.deps, conversations: this.deps.conversations.conversations },
          conversation,
          {
            requestedBy: 'integration',
            reason: null,
            integrationId: made.handoff.integrationId,
            messageId: message.id,
          },
        ),
      );
    }
    // Only the process that moves the message out of `received` counts it (and its reply) in the
    // conversation. The bot or the conversation may have been deleted while the backend was
    // answering: then what was stored for it since (messages, the reply's files) goes too, as the
    // deletion promised. The count's write says whether the conversation is still there; when
    // another process finished the message, a read does.
    const { finished: marked, conversationGone } =
      made.finished ??
      (await this.deps.conversations.finish(
        message,
        finishOutcome(reply, deliveryError),
        { count: reply ? 2 : 1, at: reply?.created_at ?? message.created_at },
        writes.flatMap((write) => write.steps),
      ));
    if (marked) for (const write of writes) write.stored();
    if (marked && adapter?.receiptsLater && sent) {
      await this.deps.receipts.settle(channel, sent.platformMessageIds);
    }
    const stillThere = marked
      ? !conversationGone
      : (await this.deps.conversations.conversations.findById(scope, conversation.id)) !== null;
    if (!stillThere) {
      await this.deleteLeftovers(scope, conversation.id);
    }
    const current =
      marked ?? (await this.deps.conversations.messages.findById(scope, message.id)) ?? message;
    const delivered = reply && sent ? { ...reply, delivery: sent.delivery } : reply;
    return { conversation, message: current, reply: delivered };
  }

  /** The reply to `message`: made now, or (taken over from a dead process) the one it stored. */
  private async replyFor(
    channel: ChannelRecord,
    conversation: ConversationRecord,
    message: RelayMessageRecord,
    fresh: boolean,
  ): Promise<MadeReply> {
    // A message received just now has no reply yet; only a taken-over one may have one.
    const existing = fresh
      ? null
      : await this.deps.conversations.messages.findReply(teamScope(channel.team_id), message.id);
    return existing
      ? storedReply(this.deps.files, existing)
      : makeReply(this.deps, this.monotonic, { channel, conversation, message });
  }

  private leaseUntil(channel: ChannelRecord): string {
    return new Date(
      this.deps.clock.now().getTime() + channel.timeout * 1000 + LEASE_MARGIN_MS,
    ).toISOString();
  }
}

/** How a processed message ended, for the relay's metrics and span. */
function outcomeOf(result: RelayResult): RelayOutcome {
  if (!result.reply) return 'handed_to_a_person';
  if (result.reply.integration_id === null) return 'error_message';
  return result.message.status === 'answered' ? 'answered' : 'delivery_failed';
}
