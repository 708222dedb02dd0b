import {
  InMemoryTransport,
  type CallToolResult,
  type Client,
  type StreamableHTTPClientTransport,
  type Transport,
} from '@modelcontextprotocol/client';
import {
  connectMcp,
  disconnectMcp,
  eraVerdict,
  mcpHttpTransport,
  type McpAnswer,
  type McpElicitation,
  type McpHttpEndpoint,
  type McpQuestion,
} from '@switchboard/kit/mcp/connect';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';
import type { RememberedMcpServer } from './mcp-server-memory.js';
import { toolResultText } from './tool-result-text.js';
import type {
  ToolCallOptions,
  ToolDefinition,
  ToolQuestions,
  ToolResult,
  ToolSource,
} from './tool-source.js';

/** A server reached over Streamable HTTP (registered servers, the model catalog). */
export interface McpHttpServer extends McpHttpEndpoint {
  /** What this process remembers about the server between executions (era, cached lists). */
  memory?: RememberedMcpServer;
  /** Whose execution this is: cached answers the server marks `private` stay with the team. */
  teamId: string;
}

/** An MCP server of any SDK version: it is handed one end of an in-memory link. */
export interface InProcessMcpServer {
  connect(transport: Transport): Promise<void>;
  close(): Promise<void>;
}

/** A server in this process (the `files` and `time` built-ins), linked in memory. */
export interface McpInProcessServer {
  /** Makes the server for this execution; it is connected once and closed with the source. */
  createServer: () => InProcessMcpServer;
}

/**
 * How the run answers the server's questions (the loop's `elicitation`): `decline` answers each
 * at once; `ask` puts it to a person. A 2026-era server's question comes back as the call's
 * result (`ToolResult.questions`, and the run pauses); a 2025-era server waits in the call, so
 * `ask` there is the person's answer, awaited in the call.
 */
export interface McpToolElicitation {
  mode: 'decline' | 'ask';
  /** Puts a question of a 2025-era server to a person and waits for the answer. */
  ask?: (question: McpQuestion, signal: AbortSignal) => Promise<McpAnswer>;
}

export type McpToolSourceOptions = {
  /** Registered server id (`mcp_...`) or built-in name; recorded on steps. */
  id: string;
  /** Display name, used to namespace the server's tools. */
  name: string;
  /** Default: every question declined. */
  elicitation?: McpToolElicitation;
} & (McpHttpServer | McpInProcessServer);

const DECLINE: McpAnswer = { action: 'decline' };

/** An `input_required` result (2026 era): what the server needs before it answers. */
interface InputRequiredAnswer {
  resultType: 'input_required';
  inputRequests?: Record<string, { method: string; params?: unknown }>;
  requestState?: string;
}

function isInputRequired(result: unknown): result is InputRequiredAnswer {
  return (result as { resultType?: unknown }).resultType === 'input_required';
}

/** The elicitation questions of an `input_required` result. */
function questionsOf(result: InputRequiredAnswer): ToolQuestions {
  const questions: Record<string, McpQuestion> = {};
  for (const [key, request] of Object.entries(result.inputRequests ?? {})) {
    // Only elicitation is declared: a server asking anything else gets no answer to it.
    if (request.method === 'elicitation/create') questions[key] = request.params as McpQuestion;
  }
  return { questions, requestState: result.requestState ?? null };
}

const CLIENT_INFO = { name: 'switchboard-agent-runner', version: SWITCHBOARD_VERSION };
/**
 * The SDK's own per-request timeout, set out of the way: the toolbox bounds connecting and listing
 * by the loop's tool_timeout and each call by tool_timeout, through the signal it passes in.
 */
const SDK_REQUEST_TIMEOUT_MS = 24 * 60 * 60 * 1000;

/**
 * An MCP server through the SDK's client, in whichever era it speaks (the current revision first,
 * the 2025 handshake otherwise): a registered server or the built-in model catalog over Streamable
 * HTTP, or a built-in served in this process over an in-memory link. Connects on first use, once
 * per execution, and closes with the execution. Over HTTP it starts from what the process
 * remembers about the server, and forgets it when the server fails.
 */
export class McpToolSource implements ToolSource {
  readonly id: string;
  readonly name: string;
  private client: Client | null = null;
  private transport: StreamableHTTPClientTransport | null = null;
  private server: InProcessMcpServer | null = null;
  private connecting: Promise<Client> | null = null;
  /** Whether this connection started from a remembered verdict rather than a probe. */
  private fromMemory = false;

  constructor(private readonly options: McpToolSourceOptions) {
    this.id = options.id;
    this.name = options.name;
  }

  private get memory(): RememberedMcpServer | undefined {
    return 'memory' in this.options ? this.options.memory : undefined;
  }

  /** The runner always declares elicitation: servers ask, and always get an answer. */
  private elicitation(): McpElicitation {
    const setting = this.options.elicitation;
    const ask = setting?.mode === 'ask' ? setting.ask : undefined;
    return {
      answer: (question, signal) => (ask ? ask(question, signal) : Promise.resolve(DECLINE)),
      manual: setting?.mode === 'ask',
    };
  }

  private connect(signal: AbortSignal): Promise<Client> {
    this.connecting ??= (async () => {
      const memory = this.memory;
      const prior = memory?.prior();
      this.fromMemory = prior !== undefined;
      const client = await connectMcp(await this.openTransport(), {
        clientInfo: CLIENT_INFO,
        elicitation: this.elicitation(),
        signal,
        timeoutMs: SDK_REQUEST_TIMEOUT_MS,
        ...(prior ? { prior } : {}),
        ...(memory && 'teamId' in this.options
          ? { responseCacheStore: memory.store, cachePartition: this.options.teamId }
          : {}),
      });
      if (!prior) memory?.remember(eraVerdict(client));
      this.client = client;
      return client;
    })();
    return this.connecting;
  }

  private async openTransport(): Promise<Transport> {
    const { options } = this;
    if ('createServer' in options) {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      this.server = options.createServer();
      await this.server.connect(serverSide);
      return clientSide;
    }
    this.transport = mcpHttpTransport(options);
    return this.transport;
  }

  /** Runs one exchange with the server; a failure makes the process forget what it knew of it. */
  private async exchange<T>(signal: AbortSignal, work: (client: Client) => Promise<T>): Promise<T> {
    try {
      return await work(await this.connect(signal));
    } catch (error) {
      if (!signal.aborted) this.memory?.forget();
      throw error;
    }
  }

  async listTools(signal: AbortSignal): Promise<ToolDefinition[]> {
    try {
      return await this.list(signal);
    } catch (error) {
      if (!this.fromMemory || signal.aborted) throw error;
      // The remembered era may be out of date (the server changed): probe again, once.
      await this.close();
      return await this.list(signal);
    }
  }

  private async list(signal: AbortSignal): Promise<ToolDefinition[]> {
    // The SDK follows every page, and serves the whole list while the server's cache hint allows.
    const listed = await this.exchange(signal, (client) =>
      client.listTools(undefined, { signal, timeout: SDK_REQUEST_TIMEOUT_MS }),
    );
    return listed.tools.map((tool) => ({
      name: tool.name,
      description: tool.description ?? tool.title ?? '',
      inputSchema: tool.inputSchema,
      ...(tool.annotations ? { annotations: { ...tool.annotations } } : {}),
    }));
  }

  async callTool(
    name: string,
    args: Record<string, unknown>,
    options: ToolCallOptions,
  ): Promise<ToolResult> {
    const { signal, answers } = options;
    const asking = this.options.elicitation?.mode === 'ask';
    const params = {
      name,
      arguments: args,
      ...(answers
        ? {
            inputResponses: answers.answers,
            ...(answers.requestState === null ? {} : { requestState: answers.requestState }),
          }
        : {}),
    };
    // With allowInputRequired the SDK hands an `input_required` result back as it came.
    const result: unknown = await this.exchange(signal, (client) =>
      client.callTool(params, {
        signal,
        timeout: SDK_REQUEST_TIMEOUT_MS,
        ...(asking ? { allowInputRequired: true } : {}),
      }),
    );
    if (isInputRequired(result)) {
      return { output: '', isError: false, questions: questionsOf(result) };
    }
    const done = result as CallToolResult;
    return { output: toolResultText(done), isError: done.isError === true };
  }

  /** Ends a 2025-era server's session (the current revision keeps none), then disconnects. */
  async close(): Promise<void> {
    const { client, transport, server } = this;
    this.client = null;
    this.transport = null;
    this.server = null;
    this.connecting = null;
    this.fromMemory = false;
    await disconnectMcp(client, transport);
    await server?.close();
  }
}
