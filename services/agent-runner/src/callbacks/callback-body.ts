import {
  durationsOf,
  isTerminalStatus,
  resultOf,
  type CallbackBody,
  type ExecutionRecord,
} from '@switchboard/contracts/execution';
import { publicInput } from '@switchboard/contracts/run-input';

/** The callback body of an ended execution (also the `agent_loop.completed` event's data). */
export function callbackBodyOf(record: ExecutionRecord): CallbackBody {
  if (!isTerminalStatus(record.status)) {
    throw new Error(`Execution ${record.id} has not ended (status ${record.status}).`);
  }
  const completedAt = record.completed_at ?? record.updated_at;
  const result = resultOf(record);
  const { duration_ms, duration_seconds } = durationsOf({ ...record, completed_at: completedAt });
  return {
    agent_loop_id: record.agent_loop_id,
    agent_loop_name: record.loop.name,
    execution_id: record.id,
    status: record.status,
    result: { ...result, iterations_used: result.iterations },
    metadata: {
      started_at: record.started_at,
      completed_at: completedAt,
      duration_seconds: duration_seconds ?? 0,
      duration_ms: duration_ms ?? 0,
      model: record.model,
      tokens_used: record.usage.total_tokens,
      run_metadata: publicInput(record.input, record.loop.user_message).metadata,
    },
    error: record.error,
  };
}

/**
 * The id of the event about `subjectId` (an execution's `agent_loop.completed`, an approval's
 * `execution.approval_requested`): derived from it, so emitting twice (after a crash, from two
 * workers) inserts one event.
 */
export function eventIdFor(subjectId: string): string {
  return `evt_${subjectId.slice(subjectId.indexOf('_') + 1)}`;
}
