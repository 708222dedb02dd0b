import { describe, expect, it } from '@jest/globals';
import { newId } from '@switchboard/kit/ids';
import { createAgentLoopBody } from './agent-loop.js';
import {
  durationsOf,
  endingFields,
  execution,
  isTerminalStatus,
  toPublicExecution,
  type ExecutionRecord,
} from './execution.js';

describe('toPublicExecution', () => {
  it('drops the team, lease and loop snapshot and matches the public schema', () => {
    const now = new Date().toISOString();
    const record: ExecutionRecord = {
      id: newId('execution'),
      agent_loop_id: newId('agentLoop'),
      team_id: newId('team'),
      status: 'completed',
      // Stored before outputs were capped: no output_truncated flag.
      result: { output: 'done', tool_calls: 1, iterations: 2 } as ExecutionRecord['result'],
      error: null,
      steps: [
        {
          type: 'tools_list',
          server: 'mcp_01jd0000000000000000000000',
          error: 'The tool server could not be listed: ECONNREFUSED',
          duration_ms: 3,
          started_at: now,
        },
        {
          type: 'model_call',
          iteration: 1,
          model: 'openai/gpt-4o-mini',
          prompt_tokens: 10,
          completion_tokens: 5,
          total_tokens: 15,
          cost_usd: 0.0000045,
          latency_ms: 120,
          finish_reason: 'tool_calls',
          tool_calls_requested: 1,
          error: null,
          started_at: now,
        },
        {
          type: 'tool_call',
          iteration: 1,
          call_id: 'call_1',
          server: 'model-catalog',
          tool: 'search-models',
          arguments: { query: 'claude' },
          result: '| model |',
          truncated: false,
          duration_ms: 8,
          error: null,
          started_at: now,
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15, cost_usd: 0.00001 },
      model: 'openai/gpt-4o-mini',
      callback: null,
      queued_at: now,
      started_at: now,
      completed_at: now,
      duration_seconds: 1,
      created_at: now,
      updated_at: now,
      lease_owner: null,
      lease_expires_at: null,
      claim_count: 1,
      loop: {
        ...createAgentLoopBody.parse({ name: 'L', system_prompt: 's', user_message: 'u' }),
        callback_secret: 'whsec_x',
      },
    };
    const view = toPublicExecution(record);
    for (const hidden of ['team_id', 'lease_owner', 'lease_expires_at', 'claim_count', 'loop']) {
      expect(view).not.toHaveProperty(hidden);
    }
    expect(execution.parse(view)).toEqual(view);
    expect(view.result).toEqual({
      output: 'done',
      output_truncated: false,
      tool_calls: 1,
      iterations: 2,
      structured: null,
    });
    expect(view.pending_approvals).toEqual([]);
    expect(view.pending_input).toBeNull();
  });

  it('knows which statuses are final', () => {
    expect(isTerminalStatus('timeout')).toBe(true);
    expect(isTerminalStatus('running')).toBe(false);
    expect(isTerminalStatus('awaiting_approval')).toBe(false);
  });
});

describe('durationsOf', () => {
  const started_at = '2026-03-01T10:00:00.000Z';

  it('counts milliseconds from start to end and rounds the whole seconds from them', () => {
    expect(durationsOf({ started_at, completed_at: '2026-03-01T10:00:00.243Z' })).toEqual({
      duration_ms: 243,
      duration_seconds: 0,
    });
    expect(durationsOf({ started_at, completed_at: '2026-03-01T10:00:08.010Z' })).toEqual({
      duration_ms: 8010,
      duration_seconds: 8,
    });
    expect(durationsOf({ started_at, completed_at: '2026-03-01T10:00:01.500Z' })).toEqual({
      duration_ms: 1500,
      duration_seconds: 2,
    });
  });

  it('is null until the end, and zero for a run that never started', () => {
    expect(durationsOf({ started_at, completed_at: null })).toEqual({
      duration_ms: null,
      duration_seconds: null,
    });
    expect(durationsOf({ started_at: null, completed_at: started_at })).toEqual({
      duration_ms: 0,
      duration_seconds: 0,
    });
  });

  it('is what ending an execution stores', () => {
    const fields = endingFields(
      { started_at, callback: null },
      new Date('2026-03-01T10:00:00.243Z'),
    );
    expect(fields).toMatchObject({ duration_ms: 243, duration_seconds: 0 });
  });
});
