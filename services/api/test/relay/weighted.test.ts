import { describe, expect, it } from '@jest/globals';
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { createHttpClient } from '@switchboard/kit/http/client';
import { teamScope } from '@switchboard/store/port';
import { BotCascade } from '../../src/bots/bot-cascade.js';
import { createBotsFeature } from '../../src/bots/bot.feature.js';
import { CHANNELS_COLLECTION, ChannelRepository } from '../../src/channels/channel.repository.js';
import { channelPlatforms } from '../../src/platforms/index.js';
import { createTimeoutRule } from '../../src/channels/timeout-rule.js';
import type { FeatureContext } from '../../src/feature.js';
import { createIntegrationsFeature } from '../../src/integrations/integration.feature.js';
import { IntegrationRepository } from '../../src/integrations/integration.repository.js';
import { createRelayFeature, type RelayFeature } from '../../src/relay/relay.feature.js';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { seeded } from '@switchboard/testing/fakes/seeded-random';
import { useStarted } from '@switchboard/testing/api/hooks';
import { createTeam } from '@switchboard/testing/api/teams';
import { useApp } from '@switchboard/testing/api/use-app';
import { EventRepository } from '@switchboard/store/event-repository';
import { EventOutbox } from '../../src/events/emit-event.js';
import { FileStore } from '../../src/files/file-store.js';
import { createMessageFileCleanup } from '../../src/conversations/message-files.js';
import { currentEngine } from '@switchboard/store/testing/exactness';
import { NO_METRICS } from '@switchboard/kit/metrics/metrics';
import { NO_TRACER } from '@switchboard/kit/telemetry/tracer';

const app = useApp();
const backend = useFakeAiBackend();
const http = useStarted(
  async () => createHttpClient({ allowPrivateNetwork: true }),
  (client) => client.close(),
);

/**
 * The relay over the app's own store and the real bot and integration services, built like
 * features.ts builds it, except for the random source: startApp has no way to pass a seeded one.
 */
function relayWithRandom(random: () => number): RelayFeature {
  const ctx: FeatureContext = {
    config: app.config,
    logger: app.logger,
    store: app.store,
    clock: app.clock,
    http,
    tracer: NO_TRACER,
    metrics: NO_METRICS,
  };
  const bots = createBotsFeature(ctx, new BotCascade());
  const timeouts = createTimeoutRule(app.store, new IntegrationRepository(app.store));
  const integrations = createIntegrationsFeature(ctx, {
    bots: bots.service,
    timeouts,
    secretReferences: { assertExist: () => Promise.resolve() },
  });
  const files = new FileStore({
    store: app.store,
    publicBaseUrl: app.config.PUBLIC_BASE_URL,
    clock: app.clock,
  });
  return createRelayFeature(ctx, {
    bots: bots.service,
    integrations: integrations.service,
    channels: new ChannelRepository(app.store),
    // Stored in the outbox and never fanned out: no delivery worker runs for this relay.
    events: new EventOutbox({ events: new EventRepository(app.store), clock: app.clock }),
    files,
    fileCleanup: createMessageFileCleanup(app.store, files),
    random,
    platforms: channelPlatforms(),
  });
}

describe('weighted integration strategy through the relay', () => {
  it('spreads primaries by weight over stored conversations, never choosing a fallback first', async () => {
    const { key, team } = await createTeam(app);
    const setup = await setUpBot(app, key, {
      bot: { integration_strategy: 'weighted' },
      integrations: [
        { webhook_url: `${backend.url}/light`, weight: 1 },
        { webhook_url: `${backend.url}/heavy`, weight: 3 },
        { webhook_url: `${backend.url}/spare`, weight: 10, fallback: true },
      ],
    });
    const [light = '', heavy = ''] = setup.integrationIds;
    const relay = relayWithRandom(seeded(20_261_122)).relay;
    const channel = (await app.store
      .collection<ChannelRecord>(CHANNELS_COLLECTION)
      .findById(teamScope(team.id), setup.channelId))!;

    // Fewer on a MongoDB server, where each relay's dozen store round trips cost far more; the
    // draws are seeded, so the outcome is fixed either way.
    const MESSAGES = currentEngine() === 'mongodb' ? 120 : 400;
    const answeredBy = new Map<string | null, number>();
    for (let i = 0; i < MESSAGES; i += 1) {
      const received = await relay.receive({
        channel,
        chatId: `chat-${i % 20}`,
        user: { id: `user-${i % 20}`, name: 'Ada' },
        content: `message ${i}`,
      });
      const { reply } = await relay.process(channel, received.conversation, received.message, {
        fresh: true,
      });
      const by = reply!.integration_id;
      answeredBy.set(by, (answeredBy.get(by) ?? 0) + 1);
    }

    const observed = [answeredBy.get(light) ?? 0, answeredBy.get(heavy) ?? 0];
    expect(observed[0]! + observed[1]!).toBe(MESSAGES);
    // Chi-square against weight / sum (1/4, 3/4), one degree of freedom: 10.83 is p = 0.001.
    const expected = [MESSAGES / 4, (MESSAGES * 3) / 4];
    const chiSquare = observed.reduce(
      (sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!,
      0,
    );
    expect(chiSquare).toBeLessThan(10.83);
    // Both candidates get real traffic: a strategy that always picks the heaviest fails here.
    expect(observed[0]).toBeGreaterThan(MESSAGES / 8);

    // When the drawn primary fails, the fallback answers.
    backend.on('/light', { kind: 'error', status: 503 });
    backend.on('/heavy', { kind: 'error', status: 503 });
    const received = await relay.receive({
      channel,
      chatId: 'chat-down',
      user: { id: 'user-down', name: 'Ada' },
      content: 'anyone there?',
    });
    const { reply, message } = await relay.process(
      channel,
      received.conversation,
      received.message,
      { fresh: true },
    );
    expect(reply!.integration_id).toBe(setup.integrationIds[2]);
    expect(message.status).toBe('answered');
  }, 300_000);
});
