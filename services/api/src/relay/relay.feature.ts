/**
 * The relay feature: every channel platform's inbound routes (the `api` channel's message route,
 * the platform webhooks), stored files, and the background work (answering platform messages,
 * recovering abandoned ones at start-up and every minute after).
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { BackgroundJob } from '@switchboard/kit/background-job';
import { USER_AGENT } from '@switchboard/kit/version';
import type { Scope } from '@switchboard/store/port';
import { SecretRepository } from '@switchboard/store/secret-repository';
import { ConversationRepository } from '../conversations/conversation.repository.js';
import { MessageRepository } from '../conversations/message.repository.js';
import { MessageReceiptRepository } from '../conversations/message-receipt.repository.js';
import type { Feature, FeatureContext } from '../feature.js';
import type { UsageSink } from '../usage/usage.feature.js';
import type { FileStore } from '../files/file-store.js';
import type { MessageFileCleanup } from '../conversations/message-files.js';
import { fileRoutes } from '../files/files.routes.js';
import type { RelayBot, RelayIntegration } from './answer.js';
import { DEFAULT_ATTACHMENT_LIMITS, type AttachmentLimits } from './attachments.js';
import { ChatPacer } from './chat-pacer.js';
import { ConversationStore } from './conversation-store.js';
import { createDeliveryReceipts, type ReceiptBook } from './delivery-receipts.js';
import { recoverAbandoned } from './recovery.js';
import type {
  ChannelAdapter,
  DisconnectingChannels,
  EventSink,
  RelayPlatform,
} from './ports/channel-adapter.js';
import { RelaySlots } from './relay-slots.js';
import { cachedRelayConfig } from './relay-config-cache.js';
import { RelayService } from './relay.service.js';
import { relayTelemetry } from './relay-telemetry.js';
import type { RandomSource } from './select-integrations.js';

const RECOVERY_INTERVAL_MS = 60_000;

export interface RelayFeatureDeps {
  bots: { get(scope: Scope, id: string): Promise<RelayBot> };
  integrations: { listForBot(scope: Scope, botId: string): Promise<RelayIntegration[]> };
  channels: DisconnectingChannels & {
    findById(scope: Scope, id: string): Promise<ChannelRecord | null>;
  };
  events: EventSink;
  /** The service's stored files (Telegram uploads, re-hosted reply attachments). */
  files: FileStore;
  /** Deletes the stored files of messages (a late reply to a deleted conversation). */
  fileCleanup: MessageFileCleanup;
  /** Default Math.random; tests of the weighted strategy pass a seeded one. */
  random?: RandomSource;

  recoveryIntervalMs?: number;
  /** The channel platforms (platforms/index.ts): their adapters and inbound routes. */
  platforms: readonly RelayPlatform[];
  usage?: UsageSink;
}

export interface RelayFeature {
  feature: Feature;
  relay: RelayService;
  /** What sending outside an answer needs: each platform's adapter and the relay's stores. */
  sending: RelaySending;
  /** Resolves when every background platform answer started so far has finished. */
  idle(): Promise<void>;
  /** Runs one recovery pass now, or joins the one running (start-up runs one by itself). */
  recover(): ReturnType<typeof recoverAbandoned>;
}

/** The relay's adapters and stores, for the messages people and proactive calls send. */
export interface RelaySending {
  adapters: Partial<Record<ChannelRecord['type'], ChannelAdapter>>;
  conversations: ConversationStore;
  files: FileStore;
  events: EventSink;
  attachmentLimits: AttachmentLimits;
  receipts: ReceiptBook;
}

/** Builds the relay over the channels, bots, integrations and events features. */
export function createRelayFeature(ctx: FeatureContext, deps: RelayFeatureDeps): RelayFeature {
  const { config, store, clock, http, logger } = ctx;
  const log = logger.child({ component: 'relay' });
  const { bots, integrations, channels } = cachedRelayConfig(store, deps);
  const conversations = new ConversationStore(
    new ConversationRepository(store),
    new MessageRepository(store),
    new MessageReceiptRepository(store),
    store,
  );
  const { files } = deps;
  const attachmentLimits = { ...DEFAULT_ATTACHMENT_LIMITS, maxBytes: config.ATTACHMENT_MAX_BYTES };
  const { platforms } = deps;
  const adapterDeps = {
    config,
    http,
    files,
    channels,
    conversations,
    events: deps.events,
    clock,
    logger: log,
    attachmentLimits,
    pacing: new ChatPacer(ctx.timers),
    ...(ctx.timers ? { sleep: ctx.timers.sleep } : {}),
  };
  const adapters: Partial<Record<ChannelRecord['type'], ChannelAdapter>> = {};
  for (const platform of platforms) {
    const adapter = platform.adapter?.(adapterDeps);
    if (adapter) adapters[platform.type] = adapter;
  }
  const slots = new RelaySlots({
    total: config.RELAY_MAX_CONCURRENT,
    perTeam: config.RELAY_MAX_CONCURRENT_PER_TEAM,
  });
  const receipts = createDeliveryReceipts({
    conversations,
    events: deps.events,
    clock,
    logger: log,
  });
  const relay = new RelayService({
    conversations,
    bots,
    integrations,
    channels,
    adapters,
    http,
    secrets: new SecretRepository(store),
    files,
    fileCleanup: deps.fileCleanup,
    events: deps.events,
    receipts,
    ...(deps.usage ? { usage: deps.usage } : {}),
    clock,
    random: deps.random ?? Math.random,
    userAgent: USER_AGENT,
    attachmentLimits,
    slots,
    slotWaitMs: config.RELAY_QUEUE_WAIT_MS,
    logger: log,
    telemetry: relayTelemetry(ctx.tracer, ctx.metrics, () => slots.inUse),
  });

  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>): void => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  // Work tracked while draining is awaited too.
  const drain = async (): Promise<void> => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  const recovery = new BackgroundJob({
    name: 'message recovery',
    logger: log,
    intervalMs: deps.recoveryIntervalMs ?? RECOVERY_INTERVAL_MS,
    pass: async () => {
      const report = await recoverAbandoned({
        relay,
        conversations,
        channels,
        clock,
        logger: log,
      });
      if (report.answered + report.failed > 0) log.info(report, 'recovered abandoned messages');
      // Receipts of platform messages that are none of ours go after a day.
      await receipts.pruneOrphans();
      return report;
    },
  });

  return {
    relay,
    sending: { adapters, conversations, files, events: deps.events, attachmentLimits, receipts },
    recover: () => recovery.run(),
    idle: async () => {
      await recovery.idle();
      await drain();
    },
    feature: {
      name: 'relay',
      routes: [
        ...platforms.flatMap((platform) =>
          platform.inboundRoutes({
            config,
            http,
            relay,
            channels,
            clock,
            logger: log,
            receipts,
            track,
          }),
        ),
        ...fileRoutes(files),
      ],
      start: () => recovery.start(),
      async stop() {
        await recovery.stop();
        await drain();
      },
    },
  };
}
