/** What the relay is built from: explicit dependencies, so tests and the bench wire real ones. */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import type { EventData, EventType } from '@switchboard/contracts/events';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import type { Scope } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { PreparedEvent } from '../events/emit-event.js';
import type { UsageSink } from '../usage/usage.feature.js';
import type { FileStore, StoredFile } from '../files/file-store.js';
import type { MessageFileCleanup } from '../conversations/message-files.js';
import type { RelayBot, RelayIntegration } from './answer.js';
import type { AttachmentLimits } from './attachments.js';
import type { ConversationStore } from './conversation-store.js';
import type { RelayMessageRecord } from '../conversations/message-record.js';
import type { RelaySlots } from './relay-slots.js';
import type { RandomSource } from './select-integrations.js';

/** Emits a team event (the events feature's outbox). */
export interface EventSink {
  emit<T extends EventType>(teamId: string, type: T, data: EventData<T>): Promise<unknown>;
  /** The event as a step of the batch that stores what it tells of; `stored()` after that batch. */
  prepare<T extends EventType>(teamId: string, type: T, data: EventData<T>): PreparedEvent;
}

/** How one channel type shows work in progress and delivers replies to its platform. */
export interface ChannelAdapter {
  /** Work before answering (e.g. fetching the platform files of a message); returns the message to answer. */
  prepare?(channel: ChannelRecord, message: RelayMessageRecord): Promise<RelayMessageRecord>;
  /** Tells the user the bot is working (e.g. Telegram's typing indicator); failures are ignored. */
  typing?(channel: ChannelRecord, conversation: ConversationRecord): Promise<void>;
  /** Sends the reply to the user; throws when the platform refused it. */
  deliver(
    channel: ChannelRecord,
    conversation: ConversationRecord,
    reply: RelayMessageRecord,
    files: StoredFile[],
  ): Promise<void>;
}

export interface RelayDeps {
  conversations: ConversationStore;
  bots: { get(scope: Scope, id: string): Promise<RelayBot> };
  integrations: { listForBot(scope: Scope, botId: string): Promise<RelayIntegration[]> };
  channels: { findById(scope: Scope, id: string): Promise<ChannelRecord | null> };
  adapters: Partial<Record<ChannelRecord['type'], ChannelAdapter>>;
  http: HttpClient;
  files: FileStore;
  fileCleanup: MessageFileCleanup;
  events: EventSink;
  clock: Clock;
  random: RandomSource;
  /** `Switchboard/<version>`. */
  userAgent: string;
  attachmentLimits: AttachmentLimits;
  /** How many messages are answered at once; see `RelayService.reserve`. */
  slots: RelaySlots;
  /** How long a message the caller waits for (the api channel) may wait for a slot. */
  slotWaitMs: number;
  logger: Logger;
  /** Daily usage counters (messages, replies, failures, latency); none in some tests. */
  usage?: UsageSink;
  /** Monotonic milliseconds for latency; default performance.now. */
  monotonicNow?: () => number;
}
