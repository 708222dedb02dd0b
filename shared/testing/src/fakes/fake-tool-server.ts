import { listenOnLoopback, sendJson, type RunningServer } from './http-server.js';

export interface ToolServerCall {
  tool: string;
  parameters: Record<string, unknown>;
  context: { agent_loop_id: string; execution_id: string };
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A custom tool server speaking the spec's protocol on 127.0.0.1: `lookup` succeeds, `explode`
 * answers the failure shape, `stall` never answers (until the caller aborts), `garble` answers
 * HTML with a 200. Calls are recorded.
 */
export class FakeToolServer {
  readonly calls: ToolServerCall[] = [];
  private running: RunningServer | null = null;
  /** Resolved when a `stall` call's connection is closed by the caller (the abort reached us). */
  stallAborted: Promise<void> = Promise.resolve();
  private onStallAborted: () => void = () => undefined;
  url = '';

  /** The registration's tool list (the protocol has no listing call). */
  static readonly TOOLS = ['lookup', 'explode', 'stall', 'garble'].map((name) => ({
    name,
    description: `The ${name} tool`,
    input_schema: { type: 'object', properties: { q: { type: 'string' } } },
  }));

  async start(): Promise<void> {
    this.stallAborted = new Promise((resolve) => {
      this.onStallAborted = resolve;
    });
    this.running = await listenOnLoopback((req, res, raw) => {
      const body = JSON.parse(raw.toString('utf8')) as Omit<ToolServerCall, 'headers'>;
      this.calls.push({ ...body, headers: req.headers });
      switch (body.tool) {
        case 'lookup':
          return sendJson(res, 200, {
            success: true,
            result: {
              output: { answer: `found ${String(body.parameters.q)}` },
              metadata: { execution_time_ms: 1 },
            },
          });
        case 'explode':
          return sendJson(res, 200, {
            success: false,
            error: { code: 'TOOL_ERROR', message: 'the database is down' },
          });
        case 'stall':
          res.on('close', () => this.onStallAborted());
          return;
        default:
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<html>oops</html>');
      }
    });
    this.url = `${this.running.url}/tools`;
  }

  async close(): Promise<void> {
    await this.running?.close();
  }
}
