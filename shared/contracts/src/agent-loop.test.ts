import { describe, expect, it } from '@jest/globals';
import { newId } from '@switchboard/kit/ids';
import {
  createAgentLoopBody,
  toPublicAgentLoop,
  updateAgentLoopBody,
  type AgentLoopRecord,
} from './agent-loop.js';
import { newWebhookSecret } from './webhook-secret.js';

const required = { name: 'Research', system_prompt: 'You research.', user_message: 'Go.' };

function paths(input: unknown): string[] {
  const result = createAgentLoopBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('createAgentLoopBody', () => {
  it('applies the documented defaults', () => {
    expect(createAgentLoopBody.parse(required)).toEqual({
      ...required,
      model: null,
      mcp_servers: [],
      callback_url: null,
      callback_headers: {},
      max_iterations: 10,
      timeout: 300,
      tool_timeout: 30,
      event_triggers: [],
      tool_policies: [],
      approval_timeout: 86_400,
      on_approval_timeout: 'reject',
      elicitation: 'decline',
      max_cost_usd: null,
      output_schema: null,
    });
  });

  it("lets a bot's handoffs and failed deliveries trigger a loop, narrowed to the bot", () => {
    const bot_id = newId('bot');
    for (const event of ['conversation.handoff_requested', 'message.delivery_failed']) {
      expect(paths({ ...required, event_triggers: [{ event, bot_id }] })).toEqual([]);
    }
    expect(
      paths({
        ...required,
        event_triggers: [{ event: 'message.delivery_failed', agent_loop_id: newId('agentLoop') }],
      }),
    ).toEqual(['event_triggers.0.agent_loop_id']);
  });

  it('requires name, system_prompt and user_message', () => {
    expect(paths({})).toEqual(['name', 'system_prompt', 'user_message']);
  });

  it.each([
    ['max_iterations', 0],
    ['max_iterations', 101],
    ['max_iterations', 2.5],
    ['timeout', 0],
    ['timeout', 3601],
    ['tool_timeout', 0],
    ['tool_timeout', 601],
    ['model', 'gpt-4o'],
    ['callback_url', 'ftp://example.com'],
    ['callback_headers', { 'X-A': 'a\nb' }],
    ['unknown_field', true],
  ])('rejects %s = %j', (field, value) => {
    const issues = paths({ ...required, [field]: value });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((path) => path.startsWith(field) || path === '')).toBe(true);
  });

  it.each([
    ['max_iterations', 1],
    ['max_iterations', 100],
    ['timeout', 1],
    ['timeout', 3600],
    ['model', 'openai/gpt-4o-mini'],
    ['model', 'meta-llama/llama-3.1-8b-instruct:free'],
  ])('accepts %s = %j', (field, value) => {
    expect(paths({ ...required, [field]: value })).toEqual([]);
  });

  it('accepts registered ids and built-in tool servers, once each', () => {
    const id = newId('mcpServer');
    expect(paths({ ...required, mcp_servers: [id, 'http', 'model-catalog'] })).toEqual([]);
    expect(paths({ ...required, mcp_servers: ['http', 'http'] })).toEqual(['mcp_servers']);
    expect(paths({ ...required, mcp_servers: ['github'] })).toEqual(['mcp_servers.0']);
  });
});

describe('updateAgentLoopBody', () => {
  it('applies no defaults, so omitted fields stay unchanged', () => {
    expect(updateAgentLoopBody.parse({ timeout: 60 })).toEqual({ timeout: 60 });
    expect(updateAgentLoopBody.parse({ callback_url: null, model: null })).toEqual({
      callback_url: null,
      model: null,
    });
  });
});

describe('toPublicAgentLoop', () => {
  const now = new Date().toISOString();
  const secret = newWebhookSecret();
  const record: AgentLoopRecord = {
    id: newId('agentLoop'),
    team_id: newId('team'),
    ...createAgentLoopBody.parse({
      ...required,
      callback_headers: { Authorization: 'Bearer receiver-token-9876' },
    }),
    callback_secret: secret,
    created_at: now,
    updated_at: now,
  };

  it('masks callback headers, shows the secret on one record and masks it in lists', () => {
    const one = toPublicAgentLoop(record, { inList: false });
    expect(one).not.toHaveProperty('team_id');
    expect(one.callback_headers).toEqual({ Authorization: '********9876' });
    expect(one.callback_secret).toBe(secret);
    expect(toPublicAgentLoop(record, { inList: true }).callback_secret).toBe(
      `********${secret.slice(-4)}`,
    );
  });
});
