import { toPublicApproval } from '@switchboard/contracts/approvals';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import { newEventRecord } from '@switchboard/contracts/events';
import { ConflictError } from '@switchboard/kit/errors';
import type { Logger } from '@switchboard/kit/logger';
import type { EventRepository } from '@switchboard/store/event-repository';
import type { ExecutionEventWriter } from '@switchboard/store/execution-event-log';
import { eventIdFor } from '../callbacks/callback-body.js';
import type { LoopPause } from '../loop/run-context.js';

export interface PauseAnnouncement {
  events: ExecutionEventWriter;
  outbox: Pick<EventRepository, 'insert'>;
  log: Logger;
}

/**
 * Tells everyone watching that a run paused: `execution.awaiting_approval` (or `_input`) on its
 * live stream and one `execution.approval_requested` event per approval or question for the
 * team's webhooks.
 */
export async function announcePause(
  paused: ExecutionRecord,
  pause: LoopPause,
  announce: PauseAnnouncement,
): Promise<void> {
  announce.events.append(
    pause.input
      ? { type: 'execution.awaiting_input', status: 'awaiting_input' }
      : { type: 'execution.awaiting_approval', status: 'awaiting_approval' },
  );
  const base = { execution_id: paused.id, agent_loop_id: paused.agent_loop_id };
  const requests = [
    ...pause.approvals.map((approval) => ({
      id: approval.id,
      at: approval.requested_at,
      data: { ...base, approval: toPublicApproval(approval) },
    })),
    ...(pause.input
      ? [
          {
            id: pause.input.id,
            at: pause.input.requested_at,
            data: { ...base, input: pause.input },
          },
        ]
      : []),
  ];
  for (const request of requests) {
    const event = newEventRecord(
      eventIdFor(request.id),
      paused.team_id,
      'execution.approval_requested',
      request.data,
      new Date(request.at),
      // A run an event started passes its depth on, so event triggers can end a chain.
      paused.trigger?.depth ?? 0,
    );
    await announce.outbox.insert(event).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
    });
  }
  await announce.events.flush().catch((error: unknown) => {
    announce.log.warn({ err: error }, 'an execution event could not be recorded');
  });
  announce.log.info(
    { approvals: pause.approvals.length, input: pause.input !== null },
    'execution paused',
  );
}
