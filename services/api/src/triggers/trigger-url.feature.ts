import type { Plan } from '@switchboard/contracts/teams';
import { enforceRateLimit } from '../auth/authenticate.js';
import type { Feature, FeatureContext } from '../feature.js';
import type { RunQueue } from './run-starter.js';
import { triggerUrlRoutes } from './trigger-url.routes.js';
import { TriggerUrlService, type TriggerUrlServiceDeps } from './trigger-url.service.js';

/** Trigger URLs: issue, rotate and revoke them, and start runs through them. */
export function createTriggerUrlsFeature(
  ctx: FeatureContext,
  deps: Pick<TriggerUrlServiceDeps, 'loops'> & {
    runs: RunQueue;
    planOf: (teamId: string) => Promise<Plan>;
  },
): { feature: Feature; service: TriggerUrlService } {
  const service = new TriggerUrlService({
    store: ctx.store,
    clock: ctx.clock,
    publicBaseUrl: ctx.config.PUBLIC_BASE_URL,
    loops: deps.loops,
  });
  const routes = triggerUrlRoutes({
    urls: service,
    fire: async (token, variables, res) => {
      const trigger = await service.resolve(token);
      const plan = await deps.planOf(trigger.team_id);
      // A team's trigger URLs share one window of its plan's size (they have no key to count by).
      if (ctx.rateLimiter)
        await enforceRateLimit(ctx.rateLimiter, res, `triggers:${trigger.team_id}`, plan);
      const execution = await deps.runs.queueRun({
        teamId: trigger.team_id,
        plan,
        agentLoopId: trigger.agent_loop_id,
        input: { variables },
        trigger: { type: 'url' },
      });
      return execution.id;
    },
  });
  return { feature: { name: 'trigger-urls', routes }, service };
}
