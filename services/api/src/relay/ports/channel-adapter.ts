/**
 * What a channel platform implements for the relay, and what the relay hands it: the adapter
 * (user files, typing, sending replies, people's and proactive messages with their buttons, the
 * rules of proactive messages) and the inbound routes (verify, parse, store, answer in the
 * background; delivery receipts). Platforms (`platforms/<type>/`) import these ports, never the
 * relay's internals. A new platform implements the hooks in its own folder.
 */
import type { ChannelRecord, ChannelType } from '@switchboard/contracts/channel';
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import type { EventData, EventType } from '@switchboard/contracts/events';
import type { MessageDeliveryStatus } from '@switchboard/contracts/message';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import type { Scope } from '@switchboard/store/port';
import type { Clock } from '../../clock.js';
import type { ApiConfig } from '../../config.js';
import type { RelayMessageRecord } from '../../conversations/message-record.js';
import type { PreparedEvent } from '../../events/emit-event.js';
import type { FileStore, StoredFile } from '../../files/file-store.js';
import type { RouteDefinition } from '../../http/route.js';
import type { AttachmentLimits } from '../attachments.js';
import type { ConversationStore } from '../conversation-store.js';
import type { RelayService } from '../relay.service.js';

/** Emits a team event (the events feature's outbox). */
export interface EventSink {
  emit<T extends EventType>(teamId: string, type: T, data: EventData<T>): Promise<unknown>;
  /** The event as a step of the batch that stores what it tells of; `stored()` after that batch. */
  prepare<T extends EventType>(teamId: string, type: T, data: EventData<T>): PreparedEvent;
}

/**
 * How long one typing call may take: the reply waits for the call in flight, so a slow indicator
 * must not hold it (platform clients use this as the call's timeout, without rate-limit retries).
 */
export const TYPING_TIMEOUT_MS = 3_000;

/** A platform client's options for a typing call: short, and never waiting out a rate limit. */
export const TYPING_CALL = { timeoutMs: TYPING_TIMEOUT_MS, maxRateLimitRetries: 0 } as const;

/** What the platform answered for a sent message: its id of each message it was sent as. */
export interface Delivered {
  platformMessageIds: string[];
}

/** A proactive message about to be queued, for the platform's rules (`checkOutbound`). */
export interface OutboundCheck {
  channel: ChannelRecord;
  chatId: string;
  /** The platform's time of the user's last message in the chat; null when they never wrote. */
  lastUserMessageAt: Date | null;
  /** The message is a template (WhatsApp's), rather than content. */
  template: boolean;
  now: Date;
}

/** How one channel type shows work in progress and sends messages to its platform. */
export interface ChannelAdapter {
  /** Work before answering (e.g. fetching the platform files of a message); returns the message to answer. */
  prepare?(channel: ChannelRecord, message: RelayMessageRecord): Promise<RelayMessageRecord>;
  /**
   * Tells the user the bot is working on `message` (e.g. Telegram's typing indicator), renewed
   * every `typingRepeatMs` while the answer is made; failures are ignored.
   */
  typing?(
    channel: ChannelRecord,
    conversation: ConversationRecord,
    message: RelayMessageRecord,
  ): Promise<void>;
  /** How long one typing call shows; default TYPING_REPEAT_MS (Telegram's ~5 s, with margin). */
  typingRepeatMs?: number;
  /**
   * Sends an outbound message (a reply, a person's message, a proactive one: its content, files,
   * buttons, or `metadata.template`) to the user; throws when the platform refused it (an
   * UpstreamError says whether a later try may work).
   */
  deliver(
    channel: ChannelRecord,
    conversation: ConversationRecord,
    message: RelayMessageRecord,
    files: StoredFile[],
  ): Promise<Delivered>;
  /**
   * The platform reports delivery later (WhatsApp's `statuses`): the ids `deliver` returns are kept
   * so the inbound route's receipts find their message. Otherwise a send that returned is `sent`.
   */
  receiptsLater?: boolean;
  /**
   * The platform's rules for a proactive message: throws (a 422 in the contract's shape) when it
   * may not go. Without it, content may go and templates may not.
   */
  checkOutbound?(check: OutboundCheck): void;
}

/** A delivery receipt as a platform's webhook reports it. */
export interface DeliveryReceipt {
  /** The platform's id of the message the receipt is about. */
  platformMessageId: string;
  status: MessageDeliveryStatus;
  /** Why it failed, in the platform's words. */
  error?: string;
  at: Date;
}

/** Where platform webhooks hand their delivery receipts (the relay updates the messages). */
export interface DeliveryReceipts {
  record(channel: ChannelRecord, receipts: readonly DeliveryReceipt[]): Promise<void>;
}

/**
 * Spaces the messages sent to one chat (platforms limit a chat's rate: Telegram about one message
 * a second), so a burst is delayed, not refused.
 */
export interface ChatPacing {
  /** Resolves when the chat `key` may be sent its next message at the platform's `pace`. */
  turn(key: string, pace: ChatPace): Promise<void>;
}

/** A platform's pace for one chat: up to `burst` messages at once, then one per `intervalMs`. */
export interface ChatPace {
  intervalMs: number;
  burst: number;
}

/** Marks a channel whose platform refused its credentials (the channels feature's repository). */
export interface DisconnectingChannels {
  markDisconnected(
    channel: Pick<ChannelRecord, 'id' | 'team_id'>,
    reason: string,
    at: Date,
  ): Promise<boolean>;
}

/** What a relay adapter is built from (user files, typing, replies). */
export interface AdapterDeps {
  config: ApiConfig;
  http: HttpClient;
  files: FileStore;
  /** For marking a channel `disconnected`. */
  channels: DisconnectingChannels;
  conversations: ConversationStore;
  events: EventSink;
  clock: Clock;
  logger: Logger;
  attachmentLimits: AttachmentLimits;
  /** Per-chat send spacing, shared by every send of the process. */
  pacing: ChatPacing;
  /** Waits between rate-limited attempts; default real timers (tests observe it). */
  sleep?: (ms: number) => Promise<void>;
}

/** What inbound routes are built from. */
export interface InboundDeps {
  config: ApiConfig;
  http: HttpClient;
  relay: RelayService;
  channels: { findById(scope: Scope, id: string): Promise<ChannelRecord | null> };
  clock: Clock;
  logger: Logger;
  /** Delivery receipts the platform's webhook reports (WhatsApp's statuses). */
  receipts: DeliveryReceipts;
  /** Tracks background work so shutdown (and tests) can wait for it. */
  track(work: Promise<unknown>): void;
}

/** A channel platform as the relay sees it. */
export interface RelayPlatform {
  type: ChannelType;
  /** Fetches user files, shows typing and delivers replies; none: the reply is only returned. */
  adapter?(deps: AdapterDeps): ChannelAdapter;
  /** Where the platform (or the caller, for `api`) sends user messages. */
  inboundRoutes(deps: InboundDeps): RouteDefinition[];
}

export type { StoredFile };
