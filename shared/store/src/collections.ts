/**
 * The collections more than one service opens, named and indexed once. The api and the agent
 * runner both open these (the store creates a collection and its indexes on first use), so a
 * second copy of a spec could drift and leave an index missing depending on which process started
 * first. Collections only the api opens stay in its feature folders.
 */
import type { CollectionSpec, IndexSpec } from './port.js';

/** The default list order of team-scoped records: newest first, ties by id. */
export const TEAM_NEWEST_FIRST_INDEX: IndexSpec = {
  fields: [
    ['team_id', 1],
    ['created_at', -1],
    ['id', -1],
  ],
};

/** Names unique per team (a second record of the same name is a ConflictError). */
const TEAM_UNIQUE_NAME_INDEX: IndexSpec = {
  fields: [
    ['team_id', 1],
    ['name', 1],
  ],
  unique: true,
};

/**
 * Executions of agent loops (record: `ExecutionRecord` in `@switchboard/contracts/execution`),
 * opened only through `ExecutionRepository`: the api inserts, lists, reads and cancels; the runner
 * claims the queued in fair-share order, takes over expired leases, finds its own executions,
 * and finalizes those that are due.
 */
export const EXECUTIONS_COLLECTION: CollectionSpec = {
  name: 'executions',
  // The loop's settings as they were when queued include its callback credentials.
  secretFields: ['loop.callback_headers', 'loop.callback_secret'],
  indexes: [
    {
      fields: [
        ['status', 1],
        ['fair_rank', 1],
        ['queued_at', 1],
        ['id', 1],
      ],
    },
    {
      fields: [
        ['team_id', 1],
        ['status', 1],
      ],
    },
    {
      fields: [
        ['status', 1],
        ['lease_expires_at', 1],
        ['id', 1],
      ],
    },
    {
      fields: [
        ['lease_owner', 1],
        ['status', 1],
      ],
    },
    {
      fields: [
        ['finalize_due_at', 1],
        ['id', 1],
      ],
    },
    {
      fields: [
        ['team_id', 1],
        ['agent_loop_id', 1],
        ['created_at', -1],
      ],
    },
    // Pending approvals that expired (the expiry sweep).
    {
      fields: [
        ['status', 1],
        ['approval_expires_at', 1],
      ],
    },
  ],
  // The queue indexes of earlier versions, before each ended with `id` (and the queue index had
  // `fair_rank`): a claim's sort by them needed an extra sort step.
  retiredIndexes: [
    {
      fields: [
        ['status', 1],
        ['queued_at', 1],
      ],
    },
    {
      fields: [
        ['status', 1],
        ['fair_rank', 1],
        ['queued_at', 1],
      ],
    },
    {
      fields: [
        ['status', 1],
        ['lease_expires_at', 1],
      ],
    },
    { fields: [['finalize_due_at', 1]] },
  ],
};

/**
 * The live events of executions (record: `ExecutionEventRecord` in
 * `@switchboard/contracts/execution-event`), one record per state change and per step, opened
 * only through `ExecutionEventLog`: the api appends queued and cancelled and streams them; the
 * runner appends started, steps and the end. Read in order by execution id and sequence number.
 */
export const EXECUTION_EVENTS_COLLECTION: CollectionSpec = {
  name: 'execution_events',
  indexes: [
    {
      fields: [
        ['execution_id', 1],
        ['seq', 1],
      ],
      unique: true,
    },
  ],
};

/**
 * The event outbox (record: `EventRecord` in `@switchboard/contracts/events`): any process
 * inserts, the api's worker fans out the due pending ones.
 */
export const EVENTS_COLLECTION: CollectionSpec = {
  name: 'events',
  indexes: [
    {
      fields: [
        ['dispatch_status', 1],
        ['dispatch_after', 1],
        ['id', 1],
      ],
    },
  ],
  // The queue index of earlier versions, before it ended with `id`.
  retiredIndexes: [
    {
      fields: [
        ['dispatch_status', 1],
        ['dispatch_after', 1],
      ],
    },
  ],
};

/**
 * Registered tool servers (record: `McpServerRecord` in `@switchboard/contracts/mcp-server`):
 * managed by the api, read by id by the runner when a loop runs. Names are unique per team.
 */
export const MCP_SERVERS_COLLECTION: CollectionSpec = {
  name: 'mcp_servers',
  indexes: [TEAM_NEWEST_FIRST_INDEX, TEAM_UNIQUE_NAME_INDEX],
  secretFields: ['headers', 'auth.client_secret'],
};

/**
 * The team secrets vault (record: `SecretRecord` in `@switchboard/contracts/secret`), opened only
 * through `SecretRepository`: the api manages it, and both the api (integration calls, tool-server
 * tests) and the runner (tool servers, callbacks) fill `{{secret.NAME}}` references from it.
 */
export const SECRETS_COLLECTION: CollectionSpec = {
  name: 'secrets',
  indexes: [TEAM_NEWEST_FIRST_INDEX, TEAM_UNIQUE_NAME_INDEX],
  secretFields: ['value'],
};

/**
 * The OAuth connection of each tool server behind OAuth (record: `McpOAuthGrantRecord` in
 * `@switchboard/kit/mcp/oauth/grant`, id = the server's id), opened only through
 * `McpOAuthGrantRepository`: the api connects and disconnects servers, the api and the runner
 * refresh tokens under its lock, one process at a time.
 */
export const MCP_OAUTH_GRANTS_COLLECTION: CollectionSpec = {
  name: 'mcp_oauth_grants',
  secretFields: ['access_token', 'refresh_token', 'client_info'],
};

/**
 * Decisions on the pending approvals of paused executions (record: `ApprovalDecisionRecord` in
 * `approval-decisions.ts`), one per approval under the approval's id, opened only through
 * `ApprovalDecisions`: the api inserts a person's decision or an expiry (the unique id makes the
 * first one win on every engine); the runner reads them when it resumes the run.
 */
export const APPROVAL_DECISIONS_COLLECTION: CollectionSpec = {
  name: 'approval_decisions',
  indexes: [
    {
      fields: [
        ['team_id', 1],
        ['execution_id', 1],
      ],
    },
  ],
};
