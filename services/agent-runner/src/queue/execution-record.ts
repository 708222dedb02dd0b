import type { CollectionSpec } from '@switchboard/store/port';

import type { ExecutionRecord as ContractExecutionRecord } from '@switchboard/contracts/execution';

/** An execution as the runner stores it: the contract's record plus finalization bookkeeping. */
export type ExecutionRecord = ContractExecutionRecord & FinalizationFields;

/**
 * The `executions` collection (shared with the API) and the indexes the runner's hot queries
 * use: the claim of the oldest queued execution, expired leases, a runner's own executions,
 * callbacks that are due.
 */
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

/**
 * Runner bookkeeping kept on the execution beside the contract's fields (never returned by the
 * API): when its finalization (event + callback) is due, which doubles as the finalizer's claim
 * lease, and the id of the event once emitted.
 */
export interface FinalizationFields {
  finalize_due_at?: string | null;
  event_id?: string | null;
  /** Random token of the batch claim that took the execution (tells claimers apart). */
  claim_id?: string | null;
}
