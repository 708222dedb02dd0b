import { describe, expect, it } from '@jest/globals';
import type { Execution, ExecutionRecord } from '@switchboard/contracts/execution';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { ALL_TEAMS } from '@switchboard/store/port';
import { insertLoop } from '@switchboard/testing/api/loops';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const team = useTeam(app);

function run(loopId: string, body?: unknown) {
  return app.request<{ data: Execution; error?: { code: string; details: unknown } }>(
    'POST',
    `/v1/agent-loops/${loopId}/run`,
    { key: team.key, ...(body === undefined ? {} : { body }) },
  );
}

function stored(id: string) {
  return app.store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION).findById(ALL_TEAMS, id);
}

describe('POST /v1/agent-loops/{id}/run with a body', () => {
  it('runs with the given user_message, variables filled in both prompts, and records the input', async () => {
    const loop = await insertLoop(app, team.team.id, {
      system_prompt: 'You work for {{ customer.name }}.',
      user_message: 'Summarise ticket {{ticket}}.',
    });
    const res = await run(loop.id, {
      user_message: 'Close ticket {{ticket}} for {{customer.name}}.',
      variables: { ticket: 42, customer: { name: 'Acme' } },
      metadata: { source: 'crm', $weird: { 'dotted.key': true } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.input).toEqual({
      user_message: 'Close ticket 42 for Acme.',
      variables: { ticket: 42, customer: { name: 'Acme' } },
      metadata: { source: 'crm', $weird: { 'dotted.key': true } },
    });
    expect(res.body.data.trigger).toEqual({ type: 'api' });
    // The runner reads the prompts from the snapshot: it runs with the filled texts.
    const record = await stored(res.body.data.id);
    expect(record?.loop.system_prompt).toBe('You work for Acme.');
    expect(record?.loop.user_message).toBe('Close ticket 42 for Acme.');
    const got = await app.request<{ data: Execution }>(
      'GET',
      `/v1/executions/${res.body.data.id}`,
      {
        key: team.key,
      },
    );
    expect(got.body.data.input).toEqual(res.body.data.input);
  });

  it('answers 422 naming every placeholder without a value, and queues nothing', async () => {
    const loop = await insertLoop(app, team.team.id, {
      system_prompt: 'Speak {{language}}.',
      user_message: 'Greet {{user.name}} about {{topic}}.',
    });
    const res = await run(loop.id, { variables: { topic: 'billing', user: {} } });
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe('VALIDATION_ERROR');
    expect(res.body.error?.details).toEqual({
      fields: [
        { path: 'variables.language', message: expect.stringContaining('{{language}}') },
        { path: 'variables.user.name', message: expect.stringContaining('{{user.name}}') },
      ],
    });
    const list = await app.request<{ data: Execution[] }>(
      'GET',
      `/v1/agent-loops/${loop.id}/executions`,
      { key: team.key },
    );
    expect(list.body.data).toEqual([]);
  });

  it('without a body runs the loop as written, braces and all', async () => {
    const loop = await insertLoop(app, team.team.id, { user_message: 'Explain {{this}} syntax.' });
    const res = await run(loop.id);
    expect(res.status).toBe(201);
    expect(res.body.data.input).toEqual({
      user_message: 'Explain {{this}} syntax.',
      variables: {},
      metadata: {},
    });
    const empty = await run(loop.id, {});
    expect(empty.status).toBe(201);
  });

  it('rejects unknown fields, non-object variables and oversized metadata with 422', async () => {
    const loop = await insertLoop(app, team.team.id);
    for (const body of [
      { prompt: 'x' },
      { variables: ['a'] },
      { user_message: '' },
      { metadata: { blob: 'x'.repeat(20_000) } },
    ]) {
      const res = await run(loop.id, body);
      expect(res.status).toBe(422);
    }
  });
});
