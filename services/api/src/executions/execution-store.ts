/**
 * The `executions` collection as the api writes it. The agent runner (services/agent-runner,
 * src/queue/execution-record.ts) reads and writes the same records and declares the same
 * indexes; the two lists must stay equal.
 */
import type { ExecutionRecord as ContractExecutionRecord } from '@switchboard/contracts/execution';
import type { CollectionSpec } from '@switchboard/store/port';

/**
 * The stored execution: the contract's record plus the runner's finalization bookkeeping
 * (`finalize_due_at`: when the runner's finalizer should emit `agent_loop.completed` and deliver
 * the callback; `event_id` once emitted). Whoever ends an execution sets `finalize_due_at`.
 */
export type StoredExecution = ContractExecutionRecord & {
  finalize_due_at?: string | null;
  event_id?: string | null;
  /** The runner's batch-claim token. */
  claim_id?: string | null;
};

export const EXECUTIONS_COLLECTION: CollectionSpec = {
  name: 'executions',
  indexes: [
    {
      fields: [
        ['status', 1],
        ['queued_at', 1],
      ],
    },
    {
      fields: [
        ['status', 1],
        ['lease_expires_at', 1],
      ],
    },
    {
      fields: [
        ['lease_owner', 1],
        ['status', 1],
      ],
    },
    { fields: [['finalize_due_at', 1]] },
    {
      fields: [
        ['team_id', 1],
        ['agent_loop_id', 1],
        ['created_at', -1],
      ],
    },
  ],
};

/** The agent loops collection, read to snapshot a loop when it is run. */
export const AGENT_LOOPS_COLLECTION: CollectionSpec = { name: 'agent_loops' };
