import type { Logger } from '@switchboard/kit/logger';
import type { UsageIncrements, UsageRollup } from '@switchboard/store/usage-rollup';
import type { Feature, FeatureContext } from '../feature.js';
import { usageRoutes } from './usage.routes.js';
import { UsageService } from './usage.service.js';

/** Usage per day: the route reading the rollups the relay and the runner bump. */
export function createUsageFeature(ctx: FeatureContext, rollup: UsageRollup): Feature {
  return { name: 'usage', routes: usageRoutes(new UsageService(rollup, ctx.clock)) };
}

/** Where features report usage as it happens; a failed write is logged, never the caller's error. */
export interface UsageSink {
  count(teamId: string, at: Date, increments: UsageIncrements): Promise<void>;
}

export function usageSink(rollup: UsageRollup, logger: Logger): UsageSink {
  return {
    count: (teamId, at, increments) =>
      rollup
        .add(teamId, at, increments)
        .catch((error: unknown) =>
          logger.warn({ err: error, team_id: teamId }, 'could not record usage'),
        ),
  };
}
