import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { useInProcessStack, type InProcessStack } from '@switchboard/testing/stack/in-process';

// Structured results end to end: the real API and runner over one store (SQLite or MongoDB) and a
// fake model, once asked through a submit_result tool and once through the endpoint's JSON-schema
// response format (STRUCTURED_OUTPUT picks it here; by default the catalog decides per model).
const llm = new FakeLlm();
const receiver = new CallbackReceiver('');

beforeAll(async () => {
  await Promise.all([llm.start(), receiver.start()]);
});

afterAll(async () => {
  await Promise.all([llm.close(), receiver.close()]);
});

const env = (mode: string) => () => ({
  LLM_BASE_URL: llm.url,
  CALLBACK_RETRY_DELAYS_MS: '',
  STRUCTURED_OUTPUT: mode,
});
const withTool = useInProcessStack(env('tool'));
const withFormat = useInProcessStack(env('response_format'));

const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    verdict: { type: 'string', enum: ['ship', 'hold'] },
    score: { type: 'integer', minimum: 0, maximum: 10 },
  },
  required: ['verdict', 'score'],
  additionalProperties: false,
};

interface Execution {
  id: string;
  status: string;
  error: string | null;
  result: { output: string | null; structured: Record<string, unknown> | null; iterations: number };
}

async function run(
  stack: InProcessStack,
  marker: string,
  settings: Record<string, unknown> = {},
): Promise<Execution> {
  const loop = await stack.app.request<{ data: { id: string; callback_secret: string } }>(
    'POST',
    '/v1/agent-loops',
    {
      key: stack.team.key,
      body: {
        name: 'Reviewer',
        system_prompt: 'Review.',
        user_message: `Review the release. ${marker}`,
        output_schema: SCHEMA,
        callback_url: receiver.url,
        ...settings,
      },
    },
  );
  expect(loop.status).toBe(201);
  receiver.useSecret(loop.body.data.callback_secret);
  const started = await stack.app.request<{ data: Execution }>(
    'POST',
    `/v1/agent-loops/${loop.body.data.id}/run?wait=30`,
    { key: stack.team.key },
  );
  expect(started.status).toBe(200);
  return started.body.data;
}

const submit = (args: unknown) => ({ toolCalls: [{ name: 'submit_result', arguments: args }] });

describe('output_schema through a submit_result tool', () => {
  it('ends with the validated result in result.structured and the callback', async () => {
    const marker = llm.script('tool-first', [submit({ verdict: 'ship', score: 9 })]);
    const execution = await run(withTool, marker);
    expect(execution.status).toBe('completed');
    expect(execution.result).toMatchObject({
      structured: { verdict: 'ship', score: 9 },
      output: '{"verdict":"ship","score":9}',
      iterations: 1,
    });
    const callback = await receiver.delivered(execution.id);
    expect(callback.body).toMatchObject({ result: { structured: { verdict: 'ship', score: 9 } } });
    const request = await llm.waitFor((r) => r.script === 'tool-first');
    const tool = request.body.tools?.find((t) => t.function.name === 'submit_result');
    expect(tool?.function.parameters).toEqual(SCHEMA);
    expect(request.body.response_format).toBeUndefined();
  });

  it('sends an invalid result back with the errors and takes a valid one on a later try', async () => {
    const marker = llm.script('tool-later', [
      submit({ verdict: 'maybe', score: 'high' }),
      { content: 'It looks fine.' },
      submit({ verdict: 'hold', score: 4 }),
    ]);
    const execution = await run(withTool, marker);
    expect(execution).toMatchObject({
      status: 'completed',
      result: { structured: { verdict: 'hold', score: 4 }, iterations: 3 },
    });
    const second = await llm.waitFor((r) => r.script === 'tool-later', 2);
    const told = second.body.messages.at(-1)?.content ?? '';
    expect(told).toMatch(/does not match the required JSON Schema/);
    expect(told).toMatch(/verdict: must be equal to one of the allowed values/);
    expect(told).toMatch(/score: must be integer/);
    const third = await llm.waitFor((r) => r.script === 'tool-later', 3);
    expect(third.body.messages.at(-1)).toMatchObject({
      role: 'user',
      content: expect.stringMatching(/no result was submitted: call submit_result/),
    });
  });

  it('fails a run that never gives a valid result, quoting the last errors', async () => {
    const marker = llm.script('tool-never', [submit({ verdict: 'ship' })]);
    const execution = await run(withTool, marker, { max_iterations: 2 });
    expect(execution.status).toBe('failed');
    expect(execution.result.structured).toBeNull();
    expect(execution.error).toBe(
      "The run ended without a result matching the loop's output_schema (max_iterations 2 reached). Last validation errors: must have required property 'score'",
    );
  });
});

describe('output_schema through the endpoint’s response format', () => {
  it('asks for the schema and takes a valid answer on the first try', async () => {
    const marker = llm.script('format-first', [{ content: '{"verdict":"ship","score":10}' }]);
    const execution = await run(withFormat, marker);
    expect(execution.result.structured).toEqual({ verdict: 'ship', score: 10 });
    const request = await llm.waitFor((r) => r.script === 'format-first');
    expect(request.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'result', schema: SCHEMA, strict: false },
    });
    expect(request.body.tools).toBeUndefined();
  });

  it('sends an answer that is not JSON back and takes a valid one on a later try', async () => {
    const marker = llm.script('format-later', [
      { content: 'Ship it!' },
      { content: '{"verdict":"ship","score":11}' },
      { content: '{"verdict":"ship","score":7}' },
    ]);
    const execution = await run(withFormat, marker);
    expect(execution).toMatchObject({
      status: 'completed',
      result: { structured: { verdict: 'ship', score: 7 }, iterations: 3 },
    });
    const second = await llm.waitFor((r) => r.script === 'format-later', 2);
    expect(second.body.messages.at(-1)?.content).toMatch(/the result is not valid JSON/);
    const third = await llm.waitFor((r) => r.script === 'format-later', 3);
    expect(third.body.messages.at(-1)?.content).toMatch(/score: must be <= 10/);
  });
});

describe('output_schema on a loop', () => {
  it.each([
    [
      'not a schema',
      { type: 'object', properties: { a: { type: 'nope' } } },
      /not a valid JSON Schema/,
    ],
    ['an array at the top', { type: 'array' }, /whose top is an object/],
    [
      'over 16 KiB',
      { type: 'object', description: 'x'.repeat(16_400) },
      /at most 16384 characters/,
    ],
  ])('refuses %s with 422', async (_name, schema, message) => {
    const res = await withTool.app.request<{
      error: { details: { fields: Array<{ path: string; message: string }> } };
    }>('POST', '/v1/agent-loops', {
      key: withTool.team.key,
      body: { name: 'Bad', system_prompt: 'x', user_message: 'y', output_schema: schema },
    });
    expect(res.status).toBe(422);
    const field = res.body.error.details.fields.find((f) => f.path === 'output_schema');
    expect(field?.message).toMatch(message);
  });
});
