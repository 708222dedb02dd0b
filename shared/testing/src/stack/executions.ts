import type { AgentLoopRecord } from '@switchboard/contracts/agent-loop';
import { queuedExecution, type ExecutionRecord } from '@switchboard/contracts/execution';
import type { McpServerRecord } from '@switchboard/contracts/mcp-server';
import { newId } from '@switchboard/kit/ids';
import { EXECUTIONS_COLLECTION, MCP_SERVERS_COLLECTION } from '@switchboard/store/collections';
import { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { ALL_TEAMS, type DocumentStore } from '@switchboard/store/port';

export const TEST_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7hPjvY9cQXY=';
export const TEAM_ID = 'team_01jd0000000000000000000000';

/**
 * What the API does for the runner: stores tool servers, and queues executions with a snapshot
 * of the loop (`POST /agent-loops/{id}/run`), straight into the shared store.
 */
export class Workload {
  constructor(private readonly store: DocumentStore) {}

  executions() {
    return this.store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
  }

  async registerServer(
    server: Omit<McpServerRecord, 'id' | 'team_id' | 'created_at' | 'updated_at'>,
  ) {
    const now = new Date().toISOString();
    return this.store.collection<McpServerRecord>(MCP_SERVERS_COLLECTION).insert({
      id: newId('mcpServer'),
      team_id: TEAM_ID,
      created_at: now,
      updated_at: now,
      ...server,
    });
  }

  /** Queues one execution of a loop with these settings (defaults: no tools, 5 iterations). */
  async queue(
    loop: Partial<AgentLoopRecord> & { user_message: string; callback_url: string | null },
  ) {
    const snapshot = {
      name: 'Test loop',
      system_prompt: 'You are a test agent.',
      model: 'openai/gpt-4o-mini',
      mcp_servers: [],
      callback_headers: { 'X-Receiver-Token': 'receiver-token' },
      callback_secret: TEST_SECRET,
      max_iterations: 5,
      timeout: 60,
      tool_timeout: 10,
      ...loop,
    };
    return this.executions().insert(
      queuedExecution({
        teamId: TEAM_ID,
        agentLoopId: newId('agentLoop'),
        loop: snapshot,
        now: new Date(),
      }),
    );
  }

  /** The stored execution with its step log (read from its events, as the API shows it). */
  async get(id: string): Promise<ExecutionRecord | null> {
    const record = await this.executions().findById(ALL_TEAMS, id);
    if (!record) return null;
    const logs = await new ExecutionEventLog(this.store).steps(ALL_TEAMS, [id]);
    return { ...record, steps: logs.get(id) ?? [] };
  }

  /**
   * The stored execution once its finalization is over: its callback no longer pending and
   * `finalize_due_at` cleared. The runner records a delivery after the receiver has answered, and
   * clears the due time in the write after that one, so a test that has seen the callback arrive
   * reads until the record catches up.
   */
  async settled(id: string): Promise<ExecutionRecord | null> {
    let stored = await this.get(id);
    while (stored?.callback?.status === 'pending' || stored?.finalize_due_at) {
      stored = await this.get(id);
    }
    return stored;
  }

  /** What `POST /executions/{id}/cancel` does to a running execution. */
  async cancel(id: string) {
    const now = new Date().toISOString();
    return this.executions().updateOne(
      ALL_TEAMS,
      { id, status: 'running' },
      {
        $set: {
          status: 'cancelled',
          error: 'The execution was cancelled.',
          completed_at: now,
          duration_seconds: 0,
          finalize_due_at: now,
          'callback.status': 'pending',
          'callback.next_attempt_at': now,
        },
      },
    );
  }
}
