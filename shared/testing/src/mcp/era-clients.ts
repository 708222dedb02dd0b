/**
 * Real MCP clients of both protocol eras, for tests of our servers: the v1 SDK's client (the
 * 2025-11-25 `initialize` handshake) and the v2 SDK's client pinned to 2026-07-28 (`server/discover`,
 * no fallback), over Streamable HTTP, stdio or an in-memory link. Every tool result that carries
 * `structuredContent` is checked against the tool's listed `outputSchema` before a test sees it.
 */
import {
  Client as ModernClient,
  InMemoryTransport,
  StreamableHTTPClientTransport as ModernHttpTransport,
  type Tool,
} from '@modelcontextprotocol/client';
import { StdioClientTransport as ModernStdioTransport } from '@modelcontextprotocol/client/stdio';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';
import type { McpServerFactory } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as LegacyStdioTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as LegacyHttpTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/** The two client generations every server of ours must answer. */
export const ERAS = ['2025-11-25', '2026-07-28'] as const;
export type Era = (typeof ERAS)[number];

/** Where the server is: a Streamable HTTP URL, a command speaking stdio, or a factory in memory. */
export type McpTarget =
  | { url: string; headers?: Record<string, string> }
  | { command: string; args: string[]; env?: Record<string, string> }
  | { factory: McpServerFactory };

export interface ToolResult {
  content: { type: string; text?: string; [key: string]: unknown }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

export interface EraClient {
  era: Era;
  /** The protocol version the connection settled on. */
  protocolVersion: string | undefined;
  listTools(): Promise<Tool[]>;
  /** Calls a listed tool; a structured result that breaks its outputSchema throws. */
  callTool(name: string, args: Record<string, unknown>): Promise<ToolResult>;
  /** The raw SDK client, for requests beyond tools (resources/read, ping). */
  sdk: ModernClient | LegacyClient;
  close(): Promise<void>;
}

const CLIENT_INFO = { name: 'switchboard-mcp-test', version: '1.0.0' };
const validator = new AjvJsonSchemaValidator();

/** The first text block of a result ('' when there is none). */
export const firstText = (result: ToolResult): string =>
  result.content.find((part) => part.type === 'text')?.text ?? '';

/** Throws unless `result.structuredContent` (when present) validates against the tool's outputSchema. */
export function checkStructured(tool: Tool | undefined, result: ToolResult): void {
  if (result.isError || result.structuredContent === undefined) return;
  if (!tool?.outputSchema)
    throw new Error(`${tool?.name ?? 'tool'} has structuredContent but no outputSchema`);
  const check = validator.getValidator(tool.outputSchema);
  const verdict = check(result.structuredContent);
  if (!verdict.valid) {
    throw new Error(
      `${tool.name}: structuredContent breaks its outputSchema: ${verdict.errorMessage}`,
    );
  }
}

function legacyTransport(target: McpTarget) {
  if ('url' in target) {
    return new LegacyHttpTransport(new URL(target.url), {
      requestInit: { headers: target.headers ?? {} },
    });
  }
  if ('command' in target) {
    return new LegacyStdioTransport({
      command: target.command,
      args: target.args,
      env: { PATH: process.env['PATH'] ?? '', ...target.env },
      stderr: 'pipe',
    });
  }
  return serveInMemory(target.factory);
}

function modernTransport(target: McpTarget) {
  if ('url' in target) {
    return new ModernHttpTransport(new URL(target.url), {
      requestInit: { headers: target.headers ?? {} },
    });
  }
  if ('command' in target) {
    return new ModernStdioTransport({
      command: target.command,
      args: target.args,
      env: { PATH: process.env['PATH'] ?? '', ...target.env },
      stderr: 'pipe',
    });
  }
  return serveInMemory(target.factory);
}

/**
 * The client's end of an in-memory link whose server end is served by the SDK's connection entry
 * (`serveStdio` over the link), so the first message decides the era as it does on stdio.
 */
function serveInMemory(factory: McpServerFactory): InMemoryTransport {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  serveStdio(factory, { transport: serverSide });
  return clientSide;
}

/** Connects a real client of `era` to `target`; it lists the tools once, as a real client would. */
export async function connectEraClient(era: Era, target: McpTarget): Promise<EraClient> {
  let tools: Tool[] = [];
  const byName = (name: string) => tools.find((tool) => tool.name === name);
  if (era === '2025-11-25') {
    const client = new LegacyClient(CLIENT_INFO);
    await client.connect(legacyTransport(target));
    const list = async () => (tools = (await client.listTools()).tools as Tool[]);
    await list();
    return {
      era,
      protocolVersion: (client.transport as { protocolVersion?: string } | undefined)
        ?.protocolVersion,
      sdk: client,
      listTools: list,
      async callTool(name, args) {
        const result = (await client.callTool({ name, arguments: args })) as ToolResult;
        checkStructured(byName(name), result);
        return result;
      },
      close: () => client.close(),
    };
  }
  const client = new ModernClient(CLIENT_INFO, {
    versionNegotiation: { mode: { pin: '2026-07-28' } },
  });
  await client.connect(modernTransport(target));
  const list = async () => (tools = (await client.listTools()).tools);
  await list();
  return {
    era,
    protocolVersion: client.getNegotiatedProtocolVersion(),
    sdk: client,
    listTools: list,
    async callTool(name, args) {
      const result = (await client.callTool({ name, arguments: args })) as ToolResult;
      checkStructured(byName(name), result);
      return result;
    },
    close: () => client.close(),
  };
}
