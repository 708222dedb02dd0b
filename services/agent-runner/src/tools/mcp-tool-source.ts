import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';
import type { ToolCallOptions, ToolDefinition, ToolResult, ToolSource } from './tool-source.js';

export interface McpToolSourceOptions {
  /** Registered server id (`mcp_...`) or built-in name; recorded on steps. */
  id: string;
  /** Display name, used to namespace the server's tools. */
  name: string;
  /** The server's Streamable HTTP endpoint, e.g. `https://tools.example.com/mcp`. */
  url: string;
  /** Stored headers (API keys), sent with every request. */
  headers: Record<string, string>;
  /** The guarded fetch every request goes through. */
  fetch: FetchLike;
}

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
 * A registered MCP server (or the built-in model catalog) over Streamable HTTP with the SDK client.
 * Connects on first use; one session per execution, closed with the execution.
 */
export class McpToolSource implements ToolSource {
  readonly id: string;
  readonly name: string;
  private client: Client | null = null;
  private transport: StreamableHTTPClientTransport | null = null;
  private connecting: Promise<Client> | null = null;

  constructor(private readonly options: McpToolSourceOptions) {
    this.id = options.id;
    this.name = options.name;
  }

  private connect(signal: AbortSignal): Promise<Client> {
    this.connecting ??= (async () => {
      const transport = new StreamableHTTPClientTransport(new URL(this.options.url), {
        fetch: this.options.fetch,
        requestInit: { headers: this.options.headers },
      });
      const client = new Client(CLIENT_INFO);
      this.transport = transport;
      await client.connect(transport, { signal, timeout: SDK_REQUEST_TIMEOUT_MS });
      this.client = client;
      return client;
    })();
    return this.connecting;
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
    const { client, transport } = this;
    this.client = null;
    this.transport = null;
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
  }
}
