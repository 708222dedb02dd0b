/**
 * What a channel platform implements for the relay, and what the relay hands it: the adapter
 * (user files, typing, replies) and the inbound routes (verify, parse, store, answer in the
 * background). Platforms (`platforms/<type>/`) import these ports, never the relay's internals.
 */
import type { ChannelRecord, ChannelType } from '@switchboard/contracts/channel';
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import type { EventData, EventType } from '@switchboard/contracts/events';
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
