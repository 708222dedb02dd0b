import { TeamBudgets } from '@switchboard/store/team-budget';
import type { UsageRollup } from '@switchboard/store/usage-rollup';
import type { Feature, FeatureContext } from '../feature.js';
import { usageRoutes } from './usage.routes.js';
import { UsageService } from './usage.service.js';

/** Usage per day: the route reading the rollups the relay and the runner bump. */
export function createUsageFeature(ctx: FeatureContext, rollup: UsageRollup): Feature {
  const budgets = new TeamBudgets(ctx.store);
  return { name: 'usage', routes: usageRoutes(new UsageService(rollup, budgets, ctx.clock)) };
}

/** Where features report usage: a count made a step of the batch that writes what it counts. */
export type UsageSink = Pick<UsageRollup, 'addStep'>;
