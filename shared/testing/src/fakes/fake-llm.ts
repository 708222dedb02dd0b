import type { IncomingMessage } from 'node:http';
import { listenOnLoopback, Recorder, type RunningServer } from './http-server.js';

/** One scripted answer of the fake model. */
export type LlmReply =
  /**
   * `after`: answered once this promise settles (a gate the test opens). `costUsd`: reported as
   * `usage.cost`, as OpenRouter does.
   */
  | { content: string; delayMs?: number; after?: Promise<unknown>; costUsd?: number }
  | { toolCalls: Array<{ name: string; arguments: unknown }>; delayMs?: number; costUsd?: number }
  | { status: number; body?: unknown; retryAfter?: string }
  /** Never answers (until the client gives up): for timeouts, cancellation and crashes. */
  | { hang: true };

export interface LlmRequest {
  /** The script this request belongs to (the `[script:NAME]` marker in the user message). */
  script: string;
  body: {
    model: string;
    messages: Array<{ role: string; content: string | null; tool_call_id?: string }>;
    tools?: Array<{ function: { name: string; parameters?: unknown } }>;
    response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  };
  authorization: string | undefined;
}

/**
 * A fake OpenAI-compatible `/chat/completions` endpoint on 127.0.0.1. Each execution's user
 * message carries `[script:NAME]`; the reply is the script's entry for the request's turn (the
 * number of assistant messages so far), or a `default` reply. Every request is recorded and
 * announced to waiters, so tests wait on requests instead of sleeping.
 */
export class FakeLlm {
  private readonly recorded = new Recorder<LlmRequest>();
  private readonly scripts = new Map<string, LlmReply[] | ((turn: number) => LlmReply)>();
  private readonly hanging = new Set<() => void>();
  private running: RunningServer | null = null;
  url = '';

  /** Every request so far, in arrival order. */
  get requests(): LlmRequest[] {
    return this.recorded.all;
  }

  /** Sets the replies of a script, turn by turn. */
  script(name: string, replies: LlmReply[] | ((turn: number) => LlmReply)): string {
    this.scripts.set(name, replies);
    return `[script:${name}]`;
  }

  /** Resolves with the `nth` request (already received or future) that matches (default the first). */
  waitFor(match: (r: LlmRequest) => boolean, nth = 1): Promise<LlmRequest> {
    return this.recorded.waitFor(match, nth);
  }

  async start(): Promise<void> {
    this.running = await listenOnLoopback((req, res, raw) => {
      void this.handle(req, raw).then(
        ({ status, body, headers }) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(body));
        },
        () => res.destroy(),
      );
    });
    this.url = `${this.running.url}/v1`;
  }

  private async handle(req: IncomingMessage, raw: Buffer) {
    const body = JSON.parse(raw.toString('utf8')) as LlmRequest['body'];
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const script = /\[script:([\w-]+)\]/.exec(user ?? '')?.[1] ?? 'default';
    const request: LlmRequest = { script, body, authorization: req.headers.authorization };
    this.recorded.push(request);
    const turn = body.messages.filter((m) => m.role === 'assistant').length;
    const entry = this.scripts.get(script) ?? this.scripts.get('default');
    const reply: LlmReply = (typeof entry === 'function'
      ? entry(turn)
      : entry?.[Math.min(turn, entry.length - 1)]) ?? {
      content: 'no script',
    };
    if ('hang' in reply) {
      await new Promise<void>((resolve) => {
        this.hanging.add(resolve);
        req.socket.once('close', () => resolve());
      });
      return { status: 599, body: {}, headers: {} };
    }
    if ('status' in reply) {
      return {
        status: reply.status,
        body: reply.body ?? { error: { message: `scripted ${reply.status}` } },
        headers: reply.retryAfter ? { 'retry-after': reply.retryAfter } : {},
      };
    }
    if ('after' in reply) await reply.after;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const message =
      'content' in reply
        ? { role: 'assistant', content: reply.content }
        : {
            role: 'assistant',
            content: null,
            tool_calls: reply.toolCalls.map((call, i) => ({
              id: `call_${turn}_${i}`,
              type: 'function',
              function: {
                name: call.name,
                arguments:
                  typeof call.arguments === 'string'
                    ? call.arguments
                    : JSON.stringify(call.arguments),
              },
            })),
          };
    return {
      status: 200,
      headers: {},
      body: {
        id: `chatcmpl-${this.requests.length}`,
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message, finish_reason: 'content' in reply ? 'stop' : 'tool_calls' }],
        usage: {
          prompt_tokens: 1000,
          completion_tokens: 100,
          total_tokens: 1100,
          ...(reply.costUsd === undefined ? {} : { cost: reply.costUsd }),
        },
      },
    };
  }

  async close(): Promise<void> {
    for (const release of this.hanging) release();
    await this.running?.close();
  }
}
