/**
 * The relay benchmark's floor: a bare node:http relay in its own process, with none of the
 * service (no key, no store, no history, no validation). It reads the posted JSON, sends the
 * backend the same shape of body the service would over a keep-alive agent, and answers with the
 * backend's content, so its CPU per message is what Node itself costs for one inbound and one
 * outbound HTTP exchange. Env: BACKEND_URL. Prints `{ url }`, then serves until killed.
 */
import { Agent, createServer, type IncomingMessage } from 'node:http';
import { post, readText } from './relay-bench-load.js';
import { serveChild } from './relay-bench-processes.js';

const backend = new URL(process.env.BACKEND_URL ?? '').href;
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

async function readJson(stream: IncomingMessage): Promise<Record<string, unknown>> {
  return JSON.parse(await readText(stream)) as Record<string, unknown>;
}

const server = createServer((req, res) => {
  void (async () => {
    const message = await readJson(req);
    const started = performance.now();
    const asked = await post(agent, backend, {
      messages: [{ role: 'user', content: message.content }],
      conversation_id: message.chat_id,
      user: message.user,
      bot: { id: 'bot_bare', name: 'Bare' },
      metadata: { channel: 'api', chat_id: message.chat_id },
    });
    const reply = asked.body as { content?: unknown };
    const text = JSON.stringify({
      data: {
        reply: {
          content: reply.content,
          integration_id: 'bare',
          latency_ms: Math.round(performance.now() - started),
        },
      },
    });
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  })().catch(() => {
    res.writeHead(502).end();
  });
});
await serveChild(server);
