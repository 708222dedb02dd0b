/**
 * Sending one outbound message (a reply, a person's message, a proactive one) through its
 * platform's adapter, and recording the outcome: `delivery` on the message, the platform's ids of
 * it where receipts come later (WhatsApp), and `message.delivery_failed` when it failed. The
 * record is a set of steps to write with whatever else the caller writes at the same time.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import { toPublicMessage, type MessageDelivery } from '@switchboard/contracts/message';
import type { WriteStep } from '@switchboard/store/port';
import type { RelayMessageRecord } from '../conversations/message-record.js';
import type { StoredFile } from '../files/file-store.js';
import type { ConversationStore } from './conversation-store.js';
import type { ChannelAdapter, EventSink } from './ports/channel-adapter.js';

export interface SendOutcome {
  delivery: MessageDelivery;
  platformMessageIds: string[];
  /** What the platform (or the way to it) threw, when the send failed. */
  error: unknown;
}

/** Sends `message` through `adapter`; a refusal is an outcome (`failed`), never a throw. */
export async function sendThrough(
  adapter: ChannelAdapter,
  target: { channel: ChannelRecord; conversation: ConversationRecord },
  message: RelayMessageRecord,
  files: StoredFile[],
  now: () => Date,
): Promise<SendOutcome> {
  try {
    const { platformMessageIds } = await adapter.deliver(
      target.channel,
      target.conversation,
      message,
      files,
    );
    return {
      delivery: { status: 'sent', updated_at: now().toISOString() },
      platformMessageIds,
      error: null,
    };
  } catch (error) {
    return {
      delivery: {
        status: 'failed',
        error: (error as Error).message,
        updated_at: now().toISOString(),
      },
      platformMessageIds: [],
      error,
    };
  }
}

export interface DeliveryRecordDeps {
  conversations: ConversationStore;
  events: EventSink;
}

/** Steps to write, and what to call once they are written. */
export interface PreparedWrite {
  steps: WriteStep[];
  stored(): void;
}

/**
 * The writes that record `outcome` on `message`: its delivery (and first platform id), the ids
 * receipts will name (when the platform sends receipts later), and `message.delivery_failed`.
 */
export function recordDelivery(
  deps: DeliveryRecordDeps,
  channel: Pick<ChannelRecord, 'id' | 'team_id' | 'bot_id'>,
  adapter: Pick<ChannelAdapter, 'receiptsLater'>,
  message: RelayMessageRecord,
  outcome: Pick<SendOutcome, 'delivery' | 'platformMessageIds'>,
): PreparedWrite {
  const { delivery, platformMessageIds } = outcome;
  const steps = [
    deps.conversations.messages.outbound.deliveryStep(
      message,
      delivery,
      platformMessageIds[0] ?? null,
    ),
  ];
  if (adapter.receiptsLater && platformMessageIds.length > 0) {
    steps.push(
      ...deps.conversations.receipts.keepSteps(
        message,
        channel.id,
        platformMessageIds,
        delivery.updated_at,
      ),
    );
  }
  const failure =
    delivery.status === 'failed'
      ? deliveryFailedEvent(deps.events, channel, message, delivery)
      : null;
  if (failure) steps.push(failure.step);
  return { steps, stored: () => failure?.stored() };
}

/** `message.delivery_failed` for `message`, now standing at `delivery`. */
export function deliveryFailedEvent(
  events: EventSink,
  channel: Pick<ChannelRecord, 'id' | 'team_id' | 'bot_id'>,
  message: RelayMessageRecord,
  delivery: MessageDelivery,
) {
  return events.prepare(channel.team_id, 'message.delivery_failed', {
    bot_id: channel.bot_id,
    channel_id: channel.id,
    conversation_id: message.conversation_id,
    message: toPublicMessage({ ...message, delivery }),
  });
}
