/** What the relay is built from: explicit dependencies, so tests and the bench wire real ones. */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Logger } from '@switchboard/kit/logger';
import type { Scope } from '@switchboard/store/port';
import type { SecretRepository } from '@switchboard/store/secret-repository';
import type { Clock } from '../clock.js';
import type { UsageSink } from '../usage/usage.feature.js';
import type { FileStore } from '../files/file-store.js';
import type { MessageFileCleanup } from '../conversations/message-files.js';
import type { RelayBot, RelayIntegration } from './answer.js';
import type { AttachmentLimits } from './attachments.js';
import type { ConversationStore } from './conversation-store.js';
import type { RelaySlots } from './relay-slots.js';
import type { RelayTelemetry } from './relay-telemetry.js';
import type { RandomSource } from './select-integrations.js';
import type { ChannelAdapter, EventSink } from './ports/channel-adapter.js';
import type { ReceiptBook } from './delivery-receipts.js';

export interface RelayDeps {
  conversations: ConversationStore;
  bots: { get(scope: Scope, id: string): Promise<RelayBot> };
  integrations: { listForBot(scope: Scope, botId: string): Promise<RelayIntegration[]> };
  channels: { findById(scope: Scope, id: string): Promise<ChannelRecord | null> };
  adapters: Partial<Record<ChannelRecord['type'], ChannelAdapter>>;
  http: HttpClient;
  /** The team secrets vault, whose values fill integration headers at call time. */
  secrets: Pick<SecretRepository, 'valuesOf'>;
  files: FileStore;
  fileCleanup: MessageFileCleanup;
  events: EventSink;
  /** Receipts that came before the send was written are applied once it is. */
  receipts: Pick<ReceiptBook, 'settle'>;
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
  /** Spans and metrics of messages and integration calls (relay-telemetry.ts). */
  telemetry: RelayTelemetry;
  /** Daily usage counters (messages, replies, failures, latency); none in some tests. */
  usage?: UsageSink;
  /** Monotonic milliseconds for latency; default performance.now. */
  monotonicNow?: () => number;
}
