/**
 * A fake OpenAI-compatible model (`POST /v1/chat/completions`), to try agent loops offline:
 *
 *   pnpm example:fake-model                        # http://127.0.0.1:9100/v1
 *   ALLOW_PRIVATE_NETWORK=true LLM_BASE_URL=http://127.0.0.1:9100/v1 pnpm start
 *
 * It follows a fixed script so a loop shows both kinds of step: offered tools and given no tool
 * result yet, it calls one tool (a `search-models` tool with the user's words as the query if
 * there is one, else the first tool that needs no arguments); otherwise it answers in text,
 * quoting the last tool result or the user's message. Usage is reported as real models do.
 * Port: FAKE_MODEL_PORT (default 9100).
 */
import { isMain, listen, readBody, sendJson } from './listen.js';

/** The assistant message the script gives for a chat request. */
export function scriptedReply(request) {
  const messages = Array.isArray(request.messages) ? request.messages : [];
  const tools = Array.isArray(request.tools) ? request.tools : [];
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const userText = typeof lastUser?.content === 'string' ? lastUser.content : '';
  const toolResult = [...messages].reverse().find((m) => m.role === 'tool');
  if (toolResult) {
    const text = String(toolResult.content).slice(0, 300);
    return { role: 'assistant', content: `From the tool: ${text}` };
  }
  const call = toolCallFor(tools, userText);
  if (call) return { role: 'assistant', content: null, tool_calls: [call] };
  return { role: 'assistant', content: `Fake model here. You said: ${userText}` };
}

function toolCallFor(tools, userText) {
  const functions = tools.map((tool) => tool.function).filter(Boolean);
  const search = functions.find((fn) => fn.name.endsWith('search-models'));
  const free = functions.find((fn) => (fn.parameters?.required ?? []).length === 0);
  const chosen = search ?? free;
  if (!chosen) return undefined;
  const args = chosen === search ? { query: userText.slice(0, 100) || 'chat', limit: 3 } : {};
  return {
    id: `call_${Date.now().toString(36)}`,
    type: 'function',
    function: { name: chosen.name, arguments: JSON.stringify(args) },
  };
}

/** Starts the fake model; resolves with its base URL (ending in /v1) and a close function. */
export async function startFakeModel(port = 0) {
  const server = await listen(port, async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return sendJson(res, 404, { error: { message: 'Only POST /v1/chat/completions' } });
    }
    const request = JSON.parse(await readBody(req));
    const message = scriptedReply(request);
    const promptTokens = JSON.stringify(request.messages ?? []).length >> 2;
    const completionTokens = JSON.stringify(message).length >> 2;
    sendJson(res, 200, {
      id: `chatcmpl-fake-${Date.now().toString(36)}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model ?? 'fake-model',
      choices: [{ index: 0, message, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    });
  });
  return { url: `${server.url}/v1`, close: server.close };
}

if (isMain(import.meta.url)) {
  const { url } = await startFakeModel(Number(process.env.FAKE_MODEL_PORT ?? 9100));
  console.log(`fake model listening: LLM_BASE_URL=${url}`);
}
