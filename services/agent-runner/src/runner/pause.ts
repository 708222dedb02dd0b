import { toPublicApproval, type PendingApprovalRecord } from '@switchboard/contracts/approvals';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import { newEventRecord } from '@switchboard/contracts/events';
import { ConflictError } from '@switchboard/kit/errors';
import type { Logger } from '@switchboard/kit/logger';
import type { EventRepository } from '@switchboard/store/event-repository';
import type { ExecutionEventWriter } from '@switchboard/store/execution-event-log';

export interface PauseAnnouncement {
  events: ExecutionEventWriter;
  outbox: Pick<EventRepository, 'insert'>;
  log: Logger;
}

/**
 * The `execution.approval_requested` event id of an approval: derived from the approval's, so
 * announcing it twice inserts one event.
 */
export function approvalEventId(approvalId: string): string {
  return `evt_${approvalId.slice(approvalId.indexOf('_') + 1)}`;
}

/**
 * Tells everyone watching that a run paused: `execution.awaiting_approval` on its live stream and
 * one `execution.approval_requested` event per approval for the team's webhooks.
 */
export async function announcePause(
  paused: ExecutionRecord,
  approvals: readonly PendingApprovalRecord[],
  announce: PauseAnnouncement,
): Promise<void> {
  announce.events.append({ type: 'execution.awaiting_approval', status: 'awaiting_approval' });
  for (const approval of approvals) {
    const event = newEventRecord(
      approvalEventId(approval.id),
      paused.team_id,
      'execution.approval_requested',
      {
        execution_id: paused.id,
        agent_loop_id: paused.agent_loop_id,
        approval: toPublicApproval(approval),
      },
      new Date(approval.requested_at),
    );
    await announce.outbox.insert(event).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
    });
  }
  await announce.events.flush().catch((error: unknown) => {
    announce.log.warn({ err: error }, 'an execution event could not be recorded');
  });
  announce.log.info({ approvals: approvals.length }, 'execution paused for approval');
}
