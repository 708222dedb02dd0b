import type { Feature, FeatureContext } from '../feature.js';
import { executionRoutes } from './execution.routes.js';
import { ExecutionService } from './execution.service.js';

/** Executions of agent loops: run (queue), list, get with steps, cancel. */
export function createExecutionsFeature(ctx: FeatureContext): {
  feature: Feature;
  service: ExecutionService;
} {
  const service = new ExecutionService(ctx.store, ctx.clock);
  return { feature: { name: 'executions', routes: executionRoutes(service) }, service };
}
