import type { Feature, FeatureContext } from '../feature.js';
import { agentLoopRoutes } from './agent-loop.routes.js';
import { AgentLoopService, type AgentLoopServiceDeps } from './agent-loop.service.js';
import { createModelCheck } from './model-check.js';
import { loadModelIds, SHIPPED_MODELS_FILE } from './model-ids.js';

/** The agent-loops feature (CRUD); running loops is the executions feature. */
export function createAgentLoopsFeature(
  ctx: FeatureContext,
  deps: Pick<AgentLoopServiceDeps, 'toolServers' | 'executions' | 'secretReferences'>,
): { feature: Feature; service: AgentLoopService } {
  const service = new AgentLoopService({
    store: ctx.store,
    clock: ctx.clock,
    urlPolicy: { allowPrivateNetwork: ctx.config.ALLOW_PRIVATE_NETWORK },
    toolServers: deps.toolServers,
    executions: deps.executions,
    secretReferences: deps.secretReferences,
    // Read on the first loop create or update, not at start-up: most API processes never need it.
    models: createModelCheck({
      load: () => loadModelIds(SHIPPED_MODELS_FILE),
      logger: ctx.logger,
      defaultModel: ctx.config.DEFAULT_MODEL,
    }),
  });
  return { feature: { name: 'agent-loops', routes: agentLoopRoutes(service) }, service };
}
