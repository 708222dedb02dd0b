/* global fetch, AbortSignal */
/**
 * An AI backend for a bot (an integration's `webhook_url`) that answers with a real model behind
 * any OpenAI-compatible API:
 *
 *   OPENAI_API_KEY=sk-... pnpm example:ai-backend  # http://127.0.0.1:9000/chat
 *
 * Switchboard POSTs `{messages, conversation_id, user, bot, metadata}`; this passes `messages`
 * (with a system prompt in front) to `${OPENAI_BASE_URL}/chat/completions` and answers
 * `{"content": "..."}`. An integration's `headers` (e.g. `Authorization: Bearer backend-secret`)
 * are checked against BACKEND_TOKEN when it is set.
 *
 * Settings: OPENAI_BASE_URL (default https://api.openai.com/v1; OpenRouter, Ollama or
 * `pnpm example:fake-model` work too), OPENAI_API_KEY, OPENAI_MODEL (default gpt-4o-mini),
 * SYSTEM_PROMPT, BACKEND_TOKEN, BACKEND_PORT (default 9000).
 */
import { isMain, listen, readBody, sendJson } from './listen.js';

/** Starts the backend with explicit settings; resolves with its base URL and a close function. */
export async function startAiBackend(settings, port = 0) {
  const { baseUrl, apiKey, model, systemPrompt, token } = settings;
  return listen(port, async (req, res) => {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST the conversation' });
    if (token && req.headers.authorization !== `Bearer ${token}`) {
      return sendJson(res, 401, { error: 'wrong or missing Authorization header' });
    }
    const { messages } = JSON.parse(await readBody(req));
    const completion = await fetch(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({
        model,
        messages: [{ role: 'system', content: systemPrompt }, ...messages],
      }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = await completion.json().catch(() => ({}));
    const content = body.choices?.[0]?.message?.content;
    if (!completion.ok || typeof content !== 'string') {
      // A 502 tells Switchboard this attempt failed, so a fallback integration can answer.
      return sendJson(res, 502, { error: `model answered HTTP ${completion.status}` });
    }
    sendJson(res, 200, { content });
  });
}

if (isMain(import.meta.url)) {
  const env = process.env;
  const { url } = await startAiBackend(
    {
      baseUrl: (env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
      apiKey: env.OPENAI_API_KEY,
      model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
      systemPrompt: env.SYSTEM_PROMPT ?? 'You are a helpful, concise support assistant.',
      token: env.BACKEND_TOKEN,
    },
    Number(env.BACKEND_PORT ?? 9000),
  );
  console.log(`AI backend listening: webhook_url ${url}/chat`);
}
