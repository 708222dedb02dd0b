/**
 * One channel platform as the API sees it: everything about it is declared by one module in its
 * folder (`src/<type>/<type>.platform.ts`) and listed once in platforms.ts. The channels feature
 * takes the connectors (claim, connect, disconnect), the relay the adapters (user files, typing,
 * replies) and inbound routes (verify, parse, store, answer in the background); the guarded
 * client trusts each platform's configured API origin.
 */
import type { ChannelRecord, ChannelType } from '@switchboard/contracts/channel';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import type { Scope } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { ApiConfig } from '../config.js';
import type { FileStore } from '../files/file-store.js';
import type { RouteDefinition } from '../http/route.js';
import type { AttachmentLimits } from '../relay/attachments.js';
import type { ConversationStore } from '../relay/conversation-store.js';
import type { ChannelAdapter, EventSink } from '../relay/relay-deps.js';
import type { RelayService } from '../relay/relay.service.js';
import type { ChannelConnector } from '../channels/ports/channel-connector.js';
import type { ChannelRepository } from '../channels/channel.repository.js';

/** What a connector is built from (channel create, update and delete). */
export interface ConnectorDeps {
  config: ApiConfig;
  http: HttpClient;
}

/** What a relay adapter is built from (user files, typing, replies). */
export interface AdapterDeps {
  config: ApiConfig;
  http: HttpClient;
  files: FileStore;
  /** For marking a channel `disconnected`. */
  channels: Pick<ChannelRepository, 'markDisconnected'>;
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

export interface ChannelPlatform {
  type: ChannelType;
  /** The platform's API base URL (an operator setting): a trusted origin of the guarded client. */
  apiBaseUrl?(config: ApiConfig): string;
  /** Registers and unregisters the platform side of a channel; none: nothing to register. */
  connector?(deps: ConnectorDeps): ChannelConnector;
  /** Fetches user files, shows typing and delivers replies; none: the reply is only returned. */
  adapter?(deps: AdapterDeps): ChannelAdapter;
  /** Where the platform (or the caller, for `api`) sends user messages. */
  inboundRoutes(deps: InboundDeps): RouteDefinition[];
}

/** Declares a platform module. */
export function defineChannelPlatform(platform: ChannelPlatform): ChannelPlatform {
  return platform;
}
