import { createApiKeysFeature } from './api-keys/api-key.feature.js';
import { AgentLoopRepository } from './agent-loops/agent-loop.repository.js';
import { McpServerRepository } from '@switchboard/store/mcp-server-repository';
import { createSecretsFeature } from './secrets/secret.feature.js';
import type { ApiKeyService } from './api-keys/api-key.service.js';
import { BotCascade } from './bots/bot-cascade.js';
import { createBotsFeature } from './bots/bot.feature.js';
import { createEventsFeature } from './events/events.feature.js';
import { createExecutionsFeature } from './executions/execution.feature.js';
import { createChannelsFeature } from './channels/channel.feature.js';
import type { ChannelConnectors } from './channels/ports/channel-connector.js';
import { channelPlatforms } from './platforms/index.js';
import { createConversationsFeature } from './conversations/conversation.feature.js';
import { createTimeoutRule } from './channels/timeout-rule.js';
import { createAgentLoopsFeature } from './agent-loops/agent-loop.feature.js';
import type { Feature, FeatureContext } from './feature.js';
import { FileStore } from './files/file-store.js';
import { createMessageFileCleanup } from './conversations/message-files.js';
import { createIntegrationsFeature } from './integrations/integration.feature.js';
import { IntegrationRepository } from './integrations/integration.repository.js';
import { createCatalogProxyFeature } from './model-catalog/catalog-proxy.routes.js';
import { createMcpServersFeature } from './mcp-servers/mcp-server.feature.js';
import { createRelayFeature } from './relay/relay.feature.js';
import { createOutboundFeature } from './outbound/outbound.feature.js';
import { createSchedulesFeature } from './schedules/schedule.feature.js';
import { EventTriggers } from './triggers/event-triggers.js';
import { OnceClaims } from './jobs/once-claims.js';
import { createTriggerUrlsFeature } from './triggers/trigger-url.feature.js';
import type { TeamService } from './teams/team.service.js';
import { UsageRollup } from '@switchboard/store/usage-rollup';
import { createUsageFeature } from './usage/usage.feature.js';
import { createWebhooksFeature } from './webhooks/webhook.feature.js';
import { createWorkspaceFeature } from './workspace/workspace.feature.js';

/**
 * Every feature of the API, wired with its dependencies. To add a resource, build its feature here
 * (handing it the services it needs, e.g. `bots.service`) and append it to the list; its routes
 * are then mounted, authenticated, validated, documented in OpenAPI and fuzzed by the tests.
 */
export function buildFeatures(
  ctx: FeatureContext,
  apiKeys: ApiKeyService,
  teams: TeamService,
): Feature[] {
  const cascade = new BotCascade();
  const bots = createBotsFeature(ctx, cascade);
  // Once-only claims: a schedule's due time, an event's triggers (pruned with idempotency keys).
  const claims = new OnceClaims(ctx.store, ctx.clock);
  // What may refer to secrets in its headers, checked before one is deleted.
  const integrationRecords = new IntegrationRepository(ctx.store);
  const loopRecords = new AgentLoopRepository(ctx.store);
  const serverRecords = new McpServerRepository(ctx.store);
  const secrets = createSecretsFeature(ctx, [
    {
      kind: 'integrations',
      idsReferencing: (scope, name) => integrationRecords.idsReferencingSecret(scope, name),
    },
    {
      kind: 'mcp_servers',
      idsReferencing: (scope, name) => serverRecords.idsReferencingSecret(scope, name),
    },
    {
      kind: 'agent_loops',
      idsReferencing: (scope, name) => loopRecords.idsReferencingSecret(scope, name),
    },
  ]);
  const secretReferences = secrets.references;
  const mcpServers = createMcpServersFeature(ctx, {
    secretReferences,
    secrets: secrets.repository,
  });
  const planOf = (teamId: string) => teams.planOf(teamId);
  const executions = createExecutionsFeature(ctx, { planOf });
  const agentLoops = createAgentLoopsFeature(ctx, {
    toolServers: mcpServers.service,
    executions: executions.service,
    secretReferences,
  });
  // `events.events.emit(teamId, type, data)` is what the relay and channels emit through.
  const events = createEventsFeature(ctx, {
    triggers: new EventTriggers({
      loops: agentLoops.service,
      runs: executions.service,
      claims,
      logger: ctx.logger.child({ component: 'event-triggers' }),
    }),
  });
  const timeouts = createTimeoutRule(ctx.store, integrationRecords);
  const integrations = createIntegrationsFeature(ctx, {
    bots: bots.service,
    timeouts,
    secretReferences,
  });

  const platforms = channelPlatforms();
  const connectors: ChannelConnectors = {};
  for (const platform of platforms) {
    const connector = platform.connector?.({ config: ctx.config, http: ctx.http });
    if (connector) connectors[platform.type] = connector;
  }
  // Stored files: written by the relay, deleted with their messages by the conversation and bot
  // deletions (and by the relay for a reply that outlived its conversation).
  const files = new FileStore({
    store: ctx.store,
    publicBaseUrl: ctx.config.PUBLIC_BASE_URL,
    clock: ctx.clock,
  });
  const fileCleanup = createMessageFileCleanup(ctx.store, files);
  const conversations = createConversationsFeature(ctx, {
    bots: bots.service,
    files: fileCleanup,
    events: events.events,
  });
  const channels = createChannelsFeature(ctx, {
    bots: bots.service,
    timeouts,
    conversations: conversations.service,
    connectors,
  });
  const usageRollup = new UsageRollup(ctx.store);
  const relay = createRelayFeature(ctx, {
    bots: bots.service,
    integrations: integrations.service,
    channels: channels.service,
    events: events.events,
    files,
    fileCleanup,
    usage: usageRollup,
    platforms,
  });
  const outbound = createOutboundFeature(ctx, {
    sending: relay.sending,
    channels: channels.service,
  });
  const schedules = createSchedulesFeature(ctx, {
    loops: agentLoops.service,
    runs: executions.service,
    claims,
  });
  const triggerUrls = createTriggerUrlsFeature(ctx, {
    loops: agentLoops.service,
    runs: executions.service,
    planOf,
  });
  agentLoops.service.onDelete((scope, loopId) => schedules.service.deleteForLoop(scope, loopId));
  agentLoops.service.onDelete((scope, loopId) => triggerUrls.service.deleteForLoop(scope, loopId));
  const features: Feature[] = [
    createApiKeysFeature(apiKeys),
    secrets.feature,
    bots.feature,
    events.feature,
    executions.feature,
    integrations.feature,
    channels.feature,
    conversations.feature,
    mcpServers.feature,
    agentLoops.feature,
    schedules.feature,
    triggerUrls.feature,
    relay.feature,
    outbound.feature,
    createWebhooksFeature(ctx, { deliveries: events.deliveryQueue }),
    createUsageFeature(ctx, usageRollup),
    createCatalogProxyFeature({ http: ctx.http, catalogUrl: ctx.config.CATALOG_URL }),
    createWorkspaceFeature(ctx),
  ];
  for (const feature of features) {
    if (feature.deleteForBot) cascade.register(feature.name, feature.deleteForBot);
  }
  return features;
}
