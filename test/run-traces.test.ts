/**
 * A run's trace, from the real API and the real runner (in one process, each with its own tracer)
 * to a fake collector that decodes it: the run's `invoke_agent` span linked to the request that
 * queued it, a `chat {model}` span per model call and an `execute_tool {tool}` span per tool call
 * (OpenTelemetry's GenAI conventions), the callback's delivery; the model endpoint, the tool
 * server and the callback receiver each get `traceparent`. No prompt, argument, result, key or
 * secret is recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { FakeToolServer } from '@switchboard/testing/fakes/fake-tool-server';
import {
  FakeOtlpReceiver,
  parseTraceparent,
  type ReceivedSpan,
} from '@switchboard/testing/fakes/otlp-receiver';
import { useInProcessStack } from '@switchboard/testing/stack/in-process';

const llm = new FakeLlm();
const tools = new FakeToolServer();
const receiver = new CallbackReceiver('');
const collector = new FakeOtlpReceiver();
const LLM_KEY = 'sk-or-v1-llm-key-never-in-a-span';

beforeAll(async () => {
  await Promise.all([llm.start(), tools.start(), receiver.start(), collector.start()]);
});

afterAll(async () => {
  await Promise.all([llm.close(), tools.close(), receiver.close(), collector.close()]);
});

// Background spans (the run, the callback) reach the collector soon after they end.
const tracing = () => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
  OTEL_BSP_SCHEDULE_DELAY: '20',
});
const stack = useInProcessStack(
  () => ({
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: LLM_KEY,
    CALLBACK_RETRY_DELAYS_MS: '',
    ...tracing(),
  }),
  () => ({ env: tracing() }),
);

const spanOf = (name: string, executionId?: string) =>
  collector.waitFor(
    (s) =>
      s.name === name &&
      (executionId === undefined || s.attributes['switchboard.execution.id'] === executionId),
  );

describe('traces of a run', () => {
  it('links the run to its request, with GenAI spans for each model and tool call', async () => {
    const server = await stack.app.request<{ data: { id: string } }>('POST', '/v1/mcp-servers', {
      key: stack.team.key,
      body: {
        name: 'lookup',
        url: tools.url,
        transport: 'http',
        tools: FakeToolServer.TOOLS,
        headers: { Authorization: 'Bearer tool-server-secret' },
      },
    });
    expect(server.status).toBe(201);
    const marker = llm.script('traced', [
      { toolCalls: [{ name: 'lookup__lookup', arguments: { q: 'owl secrets' } }] },
      { content: 'The owls are fine.' },
    ]);
    const loop = await stack.app.request<{ data: { id: string; callback_secret: string } }>(
      'POST',
      '/v1/agent-loops',
      {
        key: stack.team.key,
        body: {
          name: 'Owl finder',
          model: 'openai/gpt-4o-mini',
          system_prompt: 'You find owls privately.',
          user_message: `Find owls. ${marker}`,
          mcp_servers: [server.body.data.id],
          callback_url: receiver.url,
        },
      },
    );
    expect(loop.status).toBe(201);
    receiver.useSecret(loop.body.data.callback_secret);
    const queued = await stack.app.request<{ data: { id: string } }>(
      'POST',
      `/v1/agent-loops/${loop.body.data.id}/run`,
      { key: stack.team.key },
    );
    expect(queued.status).toBe(201);
    const executionId = queued.body.data.id;
    const callback = await receiver.delivered(executionId);
    await Promise.all([stack.app.telemetry.flush(), stack.runnerTelemetry.flush()]);

    const request = await spanOf('POST /v1/agent-loops/{id}/run');
    const run = await spanOf('invoke_agent Owl finder', executionId);
    // A trace of its own (it runs later, elsewhere), linked to the request that queued it.
    expect(run.parentSpanId).toBe('');
    expect(run.traceId).not.toBe(request.traceId);
    expect(run.links).toEqual([{ traceId: request.traceId, spanId: request.spanId }]);
    expect(run.service).toBe('switchboard-agent-runner');
    expect(run.attributes).toMatchObject({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.id': loop.body.data.id,
      'gen_ai.agent.name': 'Owl finder',
      'gen_ai.request.model': 'openai/gpt-4o-mini',
      'gen_ai.usage.input_tokens': 2000,
      'gen_ai.usage.output_tokens': 200,
      'switchboard.execution.status': 'completed',
      'switchboard.execution.tool_calls': 1,
    });

    const children = collector.childrenOf(run);
    const chats = children.filter((s) => s.name === 'chat openai/gpt-4o-mini');
    expect(chats).toHaveLength(2);
    for (const chat of chats) {
      expect(chat.kind).toBe('client');
      expect(chat.attributes).toMatchObject({
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': 'openai_compatible',
        'gen_ai.request.model': 'openai/gpt-4o-mini',
        'gen_ai.usage.input_tokens': 1000,
        'gen_ai.usage.output_tokens': 100,
        'server.address': '127.0.0.1',
      });
    }
    expect(chats.map((c) => c.attributes['gen_ai.response.finish_reasons'])).toEqual(
      expect.arrayContaining([['tool_calls'], ['stop']]),
    );
    // The model endpoint got the POST under each chat span as its parent.
    for (const chat of chats) {
      const [post] = collector.childrenOf(chat);
      expect(post).toMatchObject({ name: 'POST', kind: 'client' });
    }
    const tool = children.find((s) => s.name === 'execute_tool lookup__lookup');
    expect(tool?.attributes).toMatchObject({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'lookup__lookup',
      'gen_ai.tool.call.id': expect.any(String),
      'switchboard.tool.server': server.body.data.id,
    });
    const [toolPost] = collector.childrenOf(tool!);
    const call = tools.calls.find((c) => c.context.execution_id === executionId);
    expect(parseTraceparent(call?.headers.traceparent)).toEqual({
      traceId: run.traceId,
      spanId: toolPost!.spanId,
      sampled: true,
    });

    // The callback: a trace of its own, linked like the run; the receiver continues it.
    const delivery = await spanOf('callback delivery', executionId);
    expect(delivery.links).toEqual([{ traceId: request.traceId, spanId: request.spanId }]);
    expect(delivery.attributes).toMatchObject({
      'switchboard.callback.outcome': 'delivered',
      'http.response.status_code': 200,
    });
    const [callbackPost] = collector.childrenOf(delivery);
    expect(parseTraceparent(callback.headers.traceparent)).toEqual({
      traceId: delivery.traceId,
      spanId: callbackPost!.spanId,
      sampled: true,
    });

    const everything = JSON.stringify(collector.spans);
    for (const secret of [
      LLM_KEY,
      'tool-server-secret',
      loop.body.data.callback_secret,
      'owl secrets',
      'privately',
      'The owls are fine',
      stack.team.key,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('fails the span of a tool call the tool failed, and the run goes on', async () => {
    const marker = llm.script('tool-fails', [
      { toolCalls: [{ name: 'nowhere__nothing', arguments: {} }] },
      { content: 'No tool.' },
    ]);
    const loop = await stack.app.request<{ data: { id: string } }>('POST', '/v1/agent-loops', {
      key: stack.team.key,
      body: {
        name: 'Toolless',
        system_prompt: 'Try.',
        user_message: `Go. ${marker}`,
        mcp_servers: [],
      },
    });
    const queued = await stack.app.request<{ data: { id: string } }>(
      'POST',
      `/v1/agent-loops/${loop.body.data.id}/run?wait=30`,
      { key: stack.team.key },
    );
    expect(queued.status).toBe(200);
    await stack.runnerTelemetry.flush();
    const run = await spanOf('invoke_agent Toolless', queued.body.data.id);
    const tool: ReceivedSpan = await collector.waitFor(
      (s) => s.name === 'execute_tool nowhere__nothing' && s.traceId === run.traceId,
    );
    expect(tool.status.code).toBe('error');
    expect(tool.attributes['error.type']).toBe('tool_error');
    expect(run.status.code).toBe('unset');
  });
});
