import type { Feature, FeatureContext } from '../feature.js';
import { integrationRoutes } from './integration.routes.js';
import { IntegrationService, type IntegrationServiceDeps } from './integration.service.js';

/** The integrations feature; its service is handed to the relay (`listForBot`). */
export function createIntegrationsFeature(
  ctx: FeatureContext,
  deps: Pick<IntegrationServiceDeps, 'bots' | 'timeouts' | 'secretReferences'>,
): { feature: Feature; service: IntegrationService } {
  const service = new IntegrationService({
    store: ctx.store,
    clock: ctx.clock,
    bots: deps.bots,
    urlPolicy: { allowPrivateNetwork: ctx.config.ALLOW_PRIVATE_NETWORK },
    timeouts: deps.timeouts,
    secretReferences: deps.secretReferences,
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
