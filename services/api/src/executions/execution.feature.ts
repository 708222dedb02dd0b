import type { Feature, FeatureContext } from '../feature.js';
import { executionRoutes } from './execution.routes.js';
import { ExecutionService } from './execution.service.js';

/** Executions of agent loops: run (queue), list, get with steps, cancel. */
export function createExecutionsFeature(ctx: FeatureContext): Feature {
  const service = new ExecutionService(ctx.store, ctx.clock);
  return { name: 'executions', routes: executionRoutes(service) };
}
