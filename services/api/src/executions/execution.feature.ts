import { BackgroundJob } from '@switchboard/kit/background-job';
import { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { approvalRoutes } from './approval.routes.js';
import { ApprovalService } from './approval.service.js';
import type { Feature, FeatureContext } from '../feature.js';
import { ExecutionEventFeed } from './event-feed.js';
import { ExecutionEventReaders } from './event-readers.js';
import { executionRoutes } from './execution.routes.js';
import { ExecutionService, type ExecutionServiceDeps } from './execution.service.js';
import { EVENT_STREAM_PING_MS, ExecutionWatch } from './execution-watch.js';

/** Executions of agent loops: run (queue), list, get with steps, watch live, cancel. */
export function createExecutionsFeature(
  ctx: FeatureContext,
  deps: Pick<ExecutionServiceDeps, 'planOf'>,
): {
  feature: Feature;
  service: ExecutionService;
} {
  const events = new ExecutionEventLog(ctx.store, () => ctx.clock.now());
  const feed = new ExecutionEventFeed({
    log: events,
    pollIntervalMs: ctx.config.EXECUTION_EVENTS_POLL_MS,
    logger: ctx.logger,
  });
  const service = new ExecutionService({
    store: ctx.store,
    clock: ctx.clock,
    concurrencyLimits: {
      free: ctx.config.CONCURRENCY_LIMIT_FREE,
      pro: ctx.config.CONCURRENCY_LIMIT_PRO,
      enterprise: ctx.config.CONCURRENCY_LIMIT_ENTERPRISE,
    },
    planOf: deps.planOf,
    events,
    onEvent: (executionId) => feed.notify(executionId),
  });
  const readers = new ExecutionEventReaders({
    pingIntervalMs: EVENT_STREAM_PING_MS,
    logger: ctx.logger,
  });
  const watch = new ExecutionWatch({ executions: service, events, feed, readers });
  const approvals = new ApprovalService({
    store: ctx.store,
    clock: ctx.clock,
    executions: service,
    logger: ctx.logger,
  });
  const expiry = new BackgroundJob({
    name: 'approval expiry',
    logger: ctx.logger,
    intervalMs: ctx.config.APPROVAL_EXPIRY_CHECK_MS,
    pass: () => approvals.expireDue(),
  });
  return {
    feature: {
      name: 'executions',
      routes: [...executionRoutes(service, watch), ...approvalRoutes(approvals)],
      start: () => expiry.start(),
      // Open event streams end so the server can close.
      stop: async () => {
        await expiry.stop();
        feed.stop();
      },
    },
    service,
  };
}
