import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible model for the benchmark: answers after `delayMs` with a tool call to
 * `bench__noop` until the conversation holds `iterations - 1` assistant turns, then a final answer.
 * The iteration count is read from the user message (`iterations=N`).
 */
export async function startFakeModel(
  delayMs: () => number,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        model: string;
        messages: Array<{ role: string; content: string | null }>;
      };
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
      const iterations = Number(/iterations=(\d+)/.exec(user)?.[1] ?? '1');
      const turn = body.messages.filter((m) => m.role === 'assistant').length;
      const message =
        turn + 1 >= iterations
          ? { role: 'assistant', content: 'done' }
          : {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: `c${turn}`,
                  type: 'function',
                  function: { name: 'bench__noop', arguments: '{}' },
                },
              ],
            };
      const payload = JSON.stringify({
        model: body.model,
        choices: [
          {
            index: 0,
            message,
            finish_reason: 'content' in message && message.content ? 'stop' : 'tool_calls',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
      });
      const send = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(payload);
      };
      const delay = delayMs();
      if (delay > 0) setTimeout(send, delay);
      else send();
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}
