/** Agent loops stored for execution tests, the way the agent-loops feature stores them. */
import type { AgentLoopRecord } from '@switchboard/contracts/agent-loop';
import { newId } from '@switchboard/kit/ids';
import { AGENT_LOOPS_COLLECTION } from '../../../../services/api/src/agent-loops/agent-loop.repository.js';
import type { TestApp } from './start-app.js';

/** Stores an agent loop of `teamId` (secrets in clear), with `overrides` on test defaults. */
export async function insertLoop(
  app: TestApp,
  teamId: string,
  overrides: Partial<AgentLoopRecord> = {},
): Promise<AgentLoopRecord> {
  const now = new Date().toISOString();
  const loop: AgentLoopRecord = {
    id: newId('agentLoop'),
    team_id: teamId,
    name: 'Research',
    system_prompt: 'You are careful.',
    user_message: 'Find the answer.',
    model: null,
    mcp_servers: ['http'],
    callback_url: 'https://hooks.example.com/done',
    callback_headers: { 'X-Token': 'secret-token-value' },
    callback_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7hPjvY9cQXY=',
    max_iterations: 5,
    timeout: 60,
    tool_timeout: 10,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  return app.store.collection<AgentLoopRecord>(AGENT_LOOPS_COLLECTION).insert(loop);
}
