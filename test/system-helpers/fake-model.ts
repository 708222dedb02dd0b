import { HttpFake, type ReceivedRequest } from './http-fake.js';

interface ChatMessage {
  role: string;
  content: string | null;
  tool_call_id?: string;
}

/** The body of a chat-completions request, as far as the tests read it. */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: Array<{ type: string; function: { name: string } }>;
}

export interface ToolCallPlan {
  tool: string;
  arguments: Record<string, unknown>;
}

/** The request body of a recorded chat-completions call. */
export function chatBody(request: ReceivedRequest): ChatRequest {
  return JSON.parse(request.raw) as ChatRequest;
}

/**
 * A fake OpenAI-compatible `POST /v1/chat/completions`: while the conversation holds no tool
 * result it asks for `plan`'s tool call; once a tool result is in, it answers `answer`.
 */
export function fakeModel(plan: ToolCallPlan, answer: string): HttpFake {
  return new HttpFake((request) => {
    const body = chatBody(request);
    const toolResultIn = body.messages.some((m) => m.role === 'tool');
    const message = toolResultIn
      ? { role: 'assistant', content: answer }
      : {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: plan.tool, arguments: JSON.stringify(plan.arguments) },
            },
          ],
        };
    return {
      status: 200,
      body: {
        id: `chatcmpl-${Date.now()}`,
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message, finish_reason: toolResultIn ? 'stop' : 'tool_calls' }],
        usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
      },
    };
  });
}
