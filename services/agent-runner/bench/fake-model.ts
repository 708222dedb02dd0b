import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible model for the benchmark: answers with a tool call to `bench__noop`
 * until the conversation holds `iterations - 1` assistant turns, then a final answer. The user
 * message sets the iteration count (`iterations=N`) and the answer delay (`delay=MS`, default 0).
 */
export async function startFakeModel(port = 0): Promise<{ url: string; server: Server }> {
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
      const delay = Number(/delay=(\d+)/.exec(user)?.[1] ?? '0');
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
      if (delay > 0) setTimeout(send, delay);
      else send();
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}

// Run as its own process (`tsx bench/fake-model.ts`) so its work does not share the runner's CPU.
if (process.argv[1]?.endsWith('fake-model.ts')) {
  const { url } = await startFakeModel();
  process.stdout.write(`${url}\n`);
}
