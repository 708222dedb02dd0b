import type { Feature, FeatureContext } from '../feature.js';
import { integrationRoutes } from './integration.routes.js';
import {
  IntegrationService,
  type IntegrationServiceDeps,
  type IntegrationTimeoutCheck,
} from './integration.service.js';

/** The integrations feature; its service is handed to the relay (`listForBot`). */
export function createIntegrationsFeature(
  ctx: FeatureContext,
  deps: { bots: IntegrationServiceDeps['bots']; timeouts: IntegrationTimeoutCheck },
): { feature: Feature; service: IntegrationService } {
  const service = new IntegrationService({
    store: ctx.store,
    clock: ctx.clock,
    bots: deps.bots,
    urlPolicy: { allowPrivateNetwork: ctx.config.ALLOW_PRIVATE_NETWORK },
    timeouts: deps.timeouts,
  });
  return {
    feature: {
      name: 'integrations',
      routes: integrationRoutes(service),
      deleteForBot: (scope, botId) => service.deleteForBot(scope, botId),
    },
    service,
  };
}
