import type { Feature, FeatureContext } from '../feature.js';
import { executionRoutes } from './execution.routes.js';
import { ExecutionService, type ExecutionServiceDeps } from './execution.service.js';

/** Executions of agent loops: run (queue), list, get with steps, cancel. */
export function createExecutionsFeature(
  ctx: FeatureContext,
  deps: Pick<ExecutionServiceDeps, 'planOf'>,
): {
  feature: Feature;
  service: ExecutionService;
} {
  const service = new ExecutionService({
    store: ctx.store,
    clock: ctx.clock,
    concurrencyLimits: {
      free: ctx.config.CONCURRENCY_LIMIT_FREE,
      pro: ctx.config.CONCURRENCY_LIMIT_PRO,
      enterprise: ctx.config.CONCURRENCY_LIMIT_ENTERPRISE,
    },
    planOf: deps.planOf,
  });
  return { feature: { name: 'executions', routes: executionRoutes(service) }, service };
}
