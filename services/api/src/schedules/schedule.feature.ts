import type { Feature, FeatureContext } from '../feature.js';
import type { OnceClaims } from '../jobs/once-claims.js';
import type { RunQueue } from '../triggers/run-starter.js';
import { scheduleRoutes } from './schedule.routes.js';
import { ScheduleService, type ScheduleServiceDeps } from './schedule.service.js';
import { Scheduler, type SchedulerDeps } from './scheduler.js';

export interface SchedulesFeature {
  feature: Feature;
  service: ScheduleService;
  /** Started and stopped with the app. */
  scheduler: Scheduler;
}

/** Schedules of agent loops: the routes and the scheduler that fires them. */
export function createSchedulesFeature(
  ctx: FeatureContext,
  deps: Pick<ScheduleServiceDeps, 'loops'> & {
    runs: RunQueue;
    claims: OnceClaims;
    scheduler?: Pick<SchedulerDeps, 'pollIntervalMs' | 'onFired'>;
  },
): SchedulesFeature {
  const service = new ScheduleService({
    store: ctx.store,
    clock: ctx.clock,
    loops: deps.loops,
    // Called only by requests, after the scheduler below exists.
    onChanged: () => scheduler.nudge(),
  });
  const scheduler = new Scheduler({
    schedules: service,
    runs: deps.runs,
    claims: deps.claims,
    clock: ctx.clock,
    logger: ctx.logger.child({ component: 'scheduler' }),
    ...deps.scheduler,
  });
  return {
    feature: {
      name: 'schedules',
      routes: scheduleRoutes(service),
      start: () => {
        if (ctx.config.SCHEDULER_ENABLED) scheduler.start();
      },
      stop: () => scheduler.stop(),
    },
    service,
    scheduler,
  };
}
