import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createChatCompletionsClient } from './chat-completions.js';
import { ModelCallError } from './chat-model.js';

type Answer = { status: number; body: string; headers?: Record<string, string> };
let answers: Answer[] = [];
const bodies: unknown[] = [];
let server: Server;
let baseUrl: string;
const http = createHttpClient({ allowPrivateNetwork: true });

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push({
        path: req.url,
        auth: req.headers.authorization,
        ...JSON.parse(Buffer.concat(chunks).toString()),
      });
      const answer = answers.shift() ?? { status: 500, body: '{}' };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  http.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const ok = JSON.stringify({
  model: 'openai/gpt-4o-mini-2024',
  choices: [
    {
      finish_reason: 'tool_calls',
      message: {
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'a__b', arguments: '{"x":1}' } },
        ],
      },
    },
  ],
  usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 },
});

function client() {
  return createChatCompletionsClient({
    http,
    baseUrl,
    apiKey: 'sk-1',
    retry: { retries: 2, minDelayMs: 1, maxDelayMs: 20 },
  });
}

const request = {
  model: 'openai/gpt-4o-mini',
  messages: [{ role: 'user' as const, content: 'hi' }],
  tools: [],
  signal: new AbortController().signal,
};

describe('chat-completions client', () => {
  it('retries a 429 (honouring Retry-After within the cap) and parses tool calls and usage', async () => {
    answers = [
      { status: 429, body: '{"error":{"message":"slow down"}}', headers: { 'retry-after': '0' } },
      { status: 200, body: ok },
    ];
    bodies.length = 0;
    const response = await client().complete(request);
    expect(response).toEqual({
      model: 'openai/gpt-4o-mini-2024',
      content: null,
      toolCalls: [{ id: 'c1', name: 'a__b', arguments: '{"x":1}' }],
      finishReason: 'tool_calls',
      usage: { promptTokens: 7, completionTokens: 3, totalTokens: 10 },
    });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({
      path: '/v1/chat/completions',
      auth: 'Bearer sk-1',
      model: 'openai/gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
    });
  });

  it('takes the cost the endpoint reports (OpenRouter’s usage.cost) and ignores a garbled one', async () => {
    const withCost = (cost: unknown) =>
      JSON.stringify({
        ...JSON.parse(ok),
        usage: { prompt_tokens: 7, completion_tokens: 3, cost },
      });
    answers = [
      { status: 200, body: withCost(0.00042) },
      { status: 200, body: withCost('free') },
    ];
    expect((await client().complete(request)).usage).toEqual({
      promptTokens: 7,
      completionTokens: 3,
      totalTokens: 10,
      costUsd: 0.00042,
    });
    expect((await client().complete(request)).usage.costUsd).toBeUndefined();
  });

  it('does not retry a 400 and reports the endpoint’s message', async () => {
    answers = [{ status: 400, body: '{"error":{"message":"model not found"}}' }];
    bodies.length = 0;
    await expect(client().complete(request)).rejects.toThrow(
      'HTTP 400 from the model endpoint: model not found',
    );
    expect(bodies).toHaveLength(1);
  });

  it('fails without retrying on a body that is not a chat completion', async () => {
    answers = [{ status: 200, body: '{"choices":[]}' }];
    bodies.length = 0;
    const error = await client()
      .complete(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelCallError);
    expect((error as Error).message).toMatch(/unexpected body/);
    expect(bodies).toHaveLength(1);
  });
});
