import type { Feature, FeatureContext } from '../feature.js';
import { agentLoopRoutes } from './agent-loop.routes.js';
import { AgentLoopService, type AgentLoopServiceDeps } from './agent-loop.service.js';

/** The agent-loops feature (CRUD); running loops is the executions feature. */
export function createAgentLoopsFeature(
  ctx: FeatureContext,
  deps: Pick<AgentLoopServiceDeps, 'toolServers' | 'executions'>,
): { feature: Feature; service: AgentLoopService } {
  const service = new AgentLoopService({
    store: ctx.store,
    clock: ctx.clock,
    urlPolicy: { allowPrivateNetwork: ctx.config.ALLOW_PRIVATE_NETWORK },
    toolServers: deps.toolServers,
    executions: deps.executions,
  });
  return { feature: { name: 'agent-loops', routes: agentLoopRoutes(service) }, service };
}
