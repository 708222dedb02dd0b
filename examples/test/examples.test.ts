import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHttpClient } from '@switchboard/kit/http/client';
import { Webhook } from 'standardwebhooks';
import { createChatCompletionsClient } from '@switchboard/testing/stack/model-client';
import { startAiBackend } from '../ai-backend.js';
import { startFakeModel } from '../fake-model.js';
import { startWebhookReceiver } from '../webhook-receiver.js';

// Each example as a user runs it: a real server on loopback, talked to over HTTP.

type Server = { url: string; close: () => Promise<unknown> };
const servers: Server[] = [];
let model: Server;

beforeAll(async () => {
  model = await startFakeModel();
  servers.push(model);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const SEARCH_TOOL = {
  type: 'function' as const,
  function: {
    name: 'model-catalog__search-models',
    description: 'Search models',
    parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  },
};

describe('examples/fake-model.js', () => {
  const http = createHttpClient({ allowPrivateNetwork: true });
  afterAll(() => http.close());
  const runnerModel = () =>
    createChatCompletionsClient({ http, baseUrl: model.url, retry: { retries: 0 } });

  it("calls the catalog's search tool first, in a completion the agent runner accepts", async () => {
    const answer = await runnerModel().complete({
      model: 'any/model',
      messages: [{ role: 'user', content: 'cheap coding model' }],
      tools: [SEARCH_TOOL],
      signal: AbortSignal.timeout(10_000),
    });
    expect(answer.toolCalls).toEqual([
      {
        id: expect.any(String),
        name: 'model-catalog__search-models',
        arguments: JSON.stringify({ query: 'cheap coding model', limit: 3 }),
      },
    ]);
    expect(answer.finishReason).toBe('tool_calls');
    expect(answer.usage.totalTokens).toBeGreaterThan(0);
  });

  it('answers in text from the tool result once there is one', async () => {
    const answer = await runnerModel().complete({
      model: 'any/model',
      messages: [
        { role: 'user', content: 'cheap coding model' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'model-catalog__search-models', arguments: '{}' },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'qwen/qwen3-coder: $0.20' },
      ],
      tools: [SEARCH_TOOL],
      signal: AbortSignal.timeout(10_000),
    });
    expect(answer).toMatchObject({
      content: 'From the tool: qwen/qwen3-coder: $0.20',
      toolCalls: [],
      model: 'any/model',
    });
  });
});

describe('examples/ai-backend.js', () => {
  let backend: Server;
  beforeAll(async () => {
    backend = await startAiBackend({
      baseUrl: model.url,
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      systemPrompt: 'Be brief.',
      token: 'backend-secret',
    });
    servers.push(backend);
  });

  const post = (authorization?: string) =>
    fetch(`${backend.url}/chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify({
        messages: [{ role: 'user', content: 'Hello!' }],
        conversation_id: 'conv_1',
        user: { id: 'u1', platform: 'api', name: 'Ada' },
        bot: { id: 'bot_1', name: 'Support bot' },
        metadata: { channel: 'api', chat_id: 'c1' },
      }),
    });

  it("answers Switchboard's integration request with the model's reply as {content}", async () => {
    const res = await post('Bearer backend-secret');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ content: 'Fake model here. You said: Hello!' });
  });

  it("refuses a request without the integration's Authorization header", async () => {
    expect((await post()).status).toBe(401);
    expect((await post('Bearer guess')).status).toBe(401);
  });
});

describe('examples/webhook-receiver.js', () => {
  const secret = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`;
  const received: { payload: unknown; id: string }[] = [];
  let receiver: Server;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(secret, (payload: unknown, id: string) => {
      received.push({ payload, id });
    });
    servers.push(receiver);
  });

  const deliver = (signingSecret: string, body: string, id: string) => {
    const timestamp = new Date();
    return fetch(`${receiver.url}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': new Webhook(signingSecret).sign(id, timestamp, body),
      },
      body,
    });
  };
  const event = JSON.stringify({ id: 'evt_1', type: 'channel.disconnected', data: {} });

  it('accepts a request signed with the secret and hands over the payload', async () => {
    const res = await deliver(secret, event, 'evt_1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(received).toEqual([{ payload: JSON.parse(event), id: 'evt_1' }]);
  });

  it('refuses a forged signature and a tampered body with 401, passing nothing on', async () => {
    const forger = `whsec_${Buffer.from('b'.repeat(32)).toString('base64')}`;
    expect((await deliver(forger, event, 'evt_2')).status).toBe(401);
    const res = await fetch(`${receiver.url}/`, {
      method: 'POST',
      body: event.replace('evt_1', 'evt_9'),
      headers: { 'webhook-id': 'evt_1', 'webhook-timestamp': '1', 'webhook-signature': 'v1,AAAA' },
    });
    expect(res.status).toBe(401);
    expect(received.map((r) => r.id)).toEqual(['evt_1']);
  });
});
