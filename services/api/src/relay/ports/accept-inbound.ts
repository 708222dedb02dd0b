import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { Logger } from '@switchboard/kit/logger';
import type { ReleaseSlot } from '../relay-slots.js';
import {
  BACKGROUND_SLOT_WAIT_MS,
  type InboundMessage,
  type Received,
  type RelayService,
} from '../relay.service.js';
import type { PendingFilesMetadata } from './user-files.js';

/** The person who wrote a message, as the platform names them. */
export interface ChatUser {
  id: string;
  name: string;
  username?: string | undefined;
}

export interface AcceptInboundDeps {
  relay: RelayService;
  logger: Logger;
  /** Tracks background work so shutdown (and tests) can wait for it. */
  track(work: Promise<unknown>): void;
}

/**
 * How a platform webhook takes a user message: stored durably first, then answered in the
 * background, so the platform gets its 200 at once (Slack wants one within 3 s, Meta and Telegram
 * retry slow answers). A redelivery is acknowledged and not answered again; one whose process died
 * is picked up by recovery when its lease runs out.
 */
export async function acceptInbound(
  deps: AcceptInboundDeps,
  inbound: InboundMessage,
): Promise<Received> {
  const received = await deps.relay.receive(inbound);
  // A message in a handoff is the person's to answer: nothing runs for it.
  if (!received.duplicate && received.message.status === 'received') {
    deps.track(answerInBackground(deps, inbound.channel, received));
  }
  return received;
}

/**
 * Answers a stored message once a slot is free. One that waits too long for a slot stays
 * `received` and recovery answers it when its lease runs out, as after a crash.
 */
async function answerInBackground(
  deps: AcceptInboundDeps,
  channel: ChannelRecord,
  received: Received,
): Promise<void> {
  const log = { channel_id: channel.id, message_id: received.message.id };
  let release: ReleaseSlot;
  try {
    release = await deps.relay.reserve(channel, BACKGROUND_SLOT_WAIT_MS);
  } catch (error) {
    deps.logger.warn({ ...log, err: error }, 'relay busy: the message is left for recovery');
    return;
  }
  try {
    await deps.relay.process(channel, received.conversation, received.message, { fresh: true });
  } catch (error) {
    deps.logger.error({ ...log, err: error }, `${channel.type} relay failed`);
  } finally {
    release();
  }
}

/** A user message as a platform webhook reads it: its text, and files still to fetch. */
export interface PlatformMessage<F> {
  chatId: string;
  /** The platform's id of the message: a redelivery carries the same one. */
  messageId: string;
  user: ChatUser;
  text: string;
  files: F[];
  /** The user's text length when it was cut to CONTENT_MAX_CHARS. */
  truncatedFrom?: number;
  /** When the user sent it, by the platform's clock (WhatsApp's window counts from it). */
  sentAt?: Date;
  /** A press of a reply button: its id (the text is the button's title). */
  buttonId?: string;
}

/** What a stored platform message keeps in `metadata.<channel type>`. */
export interface PlatformMessageMetadata<F> extends PendingFilesMetadata<F> {
  /** The user's text length when it was cut to CONTENT_MAX_CHARS. */
  text_truncated_from?: number;
}

/**
 * Accepts a platform's user message (acceptInbound): files to fetch and a cut text are noted in
 * `metadata.<channel type>` (user-files.ts fetches the files before the message is answered), the
 * id of a pressed button in `metadata.button_id`.
 */
export function acceptPlatformMessage<F>(
  deps: AcceptInboundDeps,
  channel: ChannelRecord,
  message: PlatformMessage<F>,
): Promise<Received> {
  const meta: PlatformMessageMetadata<F> = {
    files: message.files,
    files_fetched: false,
    ...(message.truncatedFrom ? { text_truncated_from: message.truncatedFrom } : {}),
  };
  const metadata = {
    ...(message.files.length > 0 || message.truncatedFrom ? { [channel.type]: meta } : {}),
    ...(message.buttonId !== undefined ? { button_id: message.buttonId } : {}),
  };
  return acceptInbound(deps, {
    channel,
    chatId: message.chatId,
    user: message.user,
    content: message.text,
    platformMessageId: message.messageId,
    metadata: Object.keys(metadata).length > 0 ? metadata : null,
    platformSentAt: message.sentAt,
  });
}
