import { BackgroundJob } from '@switchboard/kit/background-job';
import { registerExecutionBacklog } from '@switchboard/store/execution-backlog-metrics';
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
    tracer: ctx.tracer,
  });
  const readers = new ExecutionEventReaders({
    pingIntervalMs: EVENT_STREAM_PING_MS,
    logger: ctx.logger,
  });
  const watch = new ExecutionWatch({ executions: service, events, feed, readers });
  registerExecutionBacklog(ctx.metrics, service, () => ctx.clock.now());
  ctx.metrics.gauge({
    name: 'switchboard_execution_event_streams',
    help: 'Open event streams of executions (SSE clients) on this process.',
    labels: [],
    read: () => [[{}, readers.counts().streams]],
  });
  ctx.metrics.gauge({
    name: 'switchboard_execution_event_readers',
    help: 'Executions whose events this process reads for its streams (one reader each).',
    labels: [],
    read: () => [[{}, readers.counts().readers]],
  });
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
