import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpServer } from '@modelcontextprotocol/server';
import type { FetchLike, Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';
import type { ToolCallOptions, ToolDefinition, ToolResult, ToolSource } from './tool-source.js';

/** A server reached over Streamable HTTP (registered servers, the model catalog). */
export interface McpHttpEndpoint {
  /** The server's Streamable HTTP endpoint, e.g. `https://tools.example.com/mcp`. */
  url: string;
  /** Stored headers (API keys), sent with every request. */
  headers: Record<string, string>;
  /** The guarded fetch every request goes through. */
  fetch: FetchLike;
}

/** A server in this process (the `files` and `time` built-ins), linked by the SDK's in-memory transport. */
export interface McpInProcessServer {
  /** Makes the server for this execution; it is connected once and closed with the source. */
  createServer: () => McpServer;
}

export type McpToolSourceOptions = {
  /** Registered server id (`mcp_...`) or built-in name; recorded on steps. */
  id: string;
  /** Display name, used to namespace the server's tools. */
  name: string;
} & (McpHttpEndpoint | McpInProcessServer);

/** How many pages of `tools/list` we follow before giving up on a server that never ends. */
const MAX_LIST_PAGES = 20;
const CLIENT_INFO = { name: 'switchboard-agent-runner', version: SWITCHBOARD_VERSION };
const SESSION_END_TIMEOUT_MS = 2_000;
/**
 * The SDK's own per-request timeout, set out of the way: the toolbox bounds connecting and listing
 * by the loop's tool_timeout and each call by tool_timeout, through the signal it passes in.
 */
const SDK_REQUEST_TIMEOUT_MS = 24 * 60 * 60 * 1000;

/** Flattens an MCP tool result into the text the model reads. */
export function toolResultText(result: CallToolResult): string {
  const parts = result.content.map((part) => {
    switch (part.type) {
      case 'text':
        return part.text;
      case 'image':
      case 'audio':
        return `[${part.type}: ${part.mimeType}, ${part.data.length} base64 characters]`;
      case 'resource':
        return 'text' in part.resource ? part.resource.text : `[resource: ${part.resource.uri}]`;
      case 'resource_link':
        return `[resource link: ${part.uri}]`;
      default:
        return JSON.stringify(part);
    }
  });
  if (parts.length === 0 && result.structuredContent !== undefined) {
    return JSON.stringify(result.structuredContent);
  }
  return parts.join('\n');
}

/**
 * An MCP server through the SDK client: a registered server or the built-in model catalog over
 * Streamable HTTP, or a built-in served in this process over the in-memory transport. Connects on
 * first use; one session per execution, closed with the execution.
 */
export class McpToolSource implements ToolSource {
  readonly id: string;
  readonly name: string;
  private client: Client | null = null;
  private transport: StreamableHTTPClientTransport | null = null;
  private server: McpServer | null = null;
  private connecting: Promise<Client> | null = null;

  constructor(private readonly options: McpToolSourceOptions) {
    this.id = options.id;
    this.name = options.name;
  }

  private connect(signal: AbortSignal): Promise<Client> {
    this.connecting ??= (async () => {
      const client = new Client(CLIENT_INFO);
      await client.connect(await this.openTransport(), { signal, timeout: SDK_REQUEST_TIMEOUT_MS });
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
    this.transport = new StreamableHTTPClientTransport(new URL(options.url), {
      fetch: options.fetch,
      requestInit: { headers: options.headers },
    });
    return this.transport;
  }

  async listTools(signal: AbortSignal): Promise<ToolDefinition[]> {
    const client = await this.connect(signal);
    const tools: ToolDefinition[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
      const listed = await client.listTools(cursor === undefined ? {} : { cursor }, {
        signal,
        timeout: SDK_REQUEST_TIMEOUT_MS,
      });
      for (const tool of listed.tools) {
        tools.push({
          name: tool.name,
          description: tool.description ?? tool.title ?? '',
          inputSchema: tool.inputSchema,
          ...(tool.annotations ? { annotations: { ...tool.annotations } } : {}),
        });
      }
      cursor = listed.nextCursor;
      if (cursor === undefined) break;
    }
    return tools;
  }

  async callTool(
    name: string,
    args: Record<string, unknown>,
    options: ToolCallOptions,
  ): Promise<ToolResult> {
    const client = await this.connect(options.signal);
    const result = (await client.callTool({ name, arguments: args }, undefined, {
      signal: options.signal,
      timeout: SDK_REQUEST_TIMEOUT_MS,
    })) as CallToolResult;
    return { output: toolResultText(result), isError: result.isError === true };
  }

  /** Ends the server-side session (stateful servers keep one per client), then disconnects. */
  async close(): Promise<void> {
    const { client, transport, server } = this;
    this.client = null;
    this.transport = null;
    this.server = null;
    this.connecting = null;
    if (transport) {
      let timer: NodeJS.Timeout | undefined;
      // A server that does not answer the DELETE must not hold up the end of the execution.
      await Promise.race([
        transport.terminateSession().catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, SESSION_END_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    await client?.close();
    await server?.close();
  }
}
