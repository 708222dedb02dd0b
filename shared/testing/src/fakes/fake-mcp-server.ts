/**
 * Real MCP tool servers of one era each, stateless, serving the same tools: `2026-07-28` only
 * (the SDK v2 server package, refusing the 2025 handshake) or `2025-11-25` only (the v1 SDK, which
 * knows nothing newer). Each is a fetch-shaped handler, so a test can link a client to it in
 * process, or put it on a loopback port with `startFakeMcpServer`.
 */
import { McpServer as LegacyMcpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createMcpHandler, McpServer, type CacheHint } from '@modelcontextprotocol/server';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { listenOnLoopback } from './http-server.js';

export type FakeMcpEra = '2026-07-28' | '2025-11-25';

export interface FakeMcpOptions {
  /** The one revision the server speaks; default 2025-11-25. */
  era?: FakeMcpEra;
  /**
   * The cache hints a 2026-07-28 server sends with `tools/list` and `server/discover` (default
   * `ttlMs: 0`: never served from a cache).
   */
  cacheHints?: Partial<Record<'tools/list' | 'server/discover', CacheHint>>;
  /** Server name in `serverInfo`; default `fake-tools`. */
  name?: string;
}

/** One HTTP request the server received. */
export interface McpExchange {
  httpMethod: string;
  /** The JSON-RPC method of a POST (`server/discover`, `initialize`, `tools/list`, ...). */
  method: string | undefined;
  authorization: string | undefined;
  protocolVersion: string | undefined;
  mcpName: string | undefined;
}

export interface FakeMcpHandler {
  fetch(request: Request): Promise<Response>;
  exchanges: McpExchange[];
}

const SERVER_VERSION = '1.0.0';

/** The tools both eras serve, written once. */
const TOOLS = [
  {
    name: 'shout',
    config: { description: 'Upper-cases text', inputSchema: z.object({ text: z.string() }) },
    handler: async ({ text }: { text: string }) => ({
      content: [{ type: 'text' as const, text: text.toUpperCase() }],
    }),
  },
  {
    name: 'add',
    config: {
      description: 'Adds two numbers',
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      outputSchema: z.object({ sum: z.number() }),
    },
    handler: async ({ a, b }: { a: number; b: number }) => ({
      content: [{ type: 'text' as const, text: `${a} + ${b} = ${a + b}` }],
      structuredContent: { sum: a + b },
    }),
  },
  {
    name: 'report',
    config: { description: 'Links the monthly report', inputSchema: z.object({}) },
    handler: async () => ({
      content: [
        {
          type: 'resource_link' as const,
          uri: 'https://files.example.com/reports/2026-11.csv',
          name: 'November report',
          description: 'Sales by region, one row a day',
          mimeType: 'text/csv',
        },
      ],
    }),
  },
];

function modernHandler(options: FakeMcpOptions): (request: Request) => Promise<Response> {
  const handler = createMcpHandler(
    () => {
      const server = new McpServer(
        { name: options.name ?? 'fake-tools', version: SERVER_VERSION },
        { cacheHints: options.cacheHints ?? {} },
      );
      for (const tool of TOOLS) server.registerTool(tool.name, tool.config, tool.handler as never);
      return server;
    },
    { legacy: 'reject' },
  );
  return (request) => handler.fetch(request);
}

function legacyHandler(options: FakeMcpOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const server = new LegacyMcpServer({
      name: options.name ?? 'fake-tools',
      version: SERVER_VERSION,
    });
    for (const tool of TOOLS) server.registerTool(tool.name, tool.config, tool.handler as never);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    return transport.handleRequest(request);
  };
}

async function rpcMethod(request: Request): Promise<string | undefined> {
  if (request.method !== 'POST') return undefined;
  try {
    return ((await request.clone().json()) as { method?: string }).method;
  } catch {
    return undefined;
  }
}

/** A one-era MCP server as a fetch handler, recording every request. */
export function fakeMcpHandler(options: FakeMcpOptions = {}): FakeMcpHandler {
  const exchanges: McpExchange[] = [];
  const serve = options.era === '2026-07-28' ? modernHandler(options) : legacyHandler(options);
  return {
    exchanges,
    fetch: async (request) => {
      exchanges.push({
        httpMethod: request.method,
        method: await rpcMethod(request),
        authorization: request.headers.get('authorization') ?? undefined,
        protocolVersion: request.headers.get('mcp-protocol-version') ?? undefined,
        mcpName: request.headers.get('mcp-name') ?? undefined,
      });
      return serve(request);
    },
  };
}

export interface FakeMcpServer {
  /** The server's `/mcp` endpoint on 127.0.0.1. */
  url: string;
  exchanges: McpExchange[];
  /** The Authorization header of every request, in order. */
  readonly authorizations: (string | undefined)[];
  close(): Promise<void>;
}

/** A fetch-shaped handler on a free loopback port (its responses streamed as they come). */
export function listenFetchOnLoopback(serve: (request: Request) => Promise<Response>) {
  return listenOnLoopback((req, res, body) => {
    const request = new Request(new URL(req.url ?? '/', 'http://127.0.0.1'), {
      method: req.method ?? 'GET',
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
      ) as [string, string][],
      ...(req.method === 'POST' ? { body: new Uint8Array(body) } : {}),
    });
    void serve(request).then((response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) Readable.fromWeb(response.body as never).pipe(res);
      else res.end();
    });
  });
}

/** A one-era MCP server on a free loopback port. */
export async function startFakeMcpServer(options: FakeMcpOptions = {}): Promise<FakeMcpServer> {
  const handler = fakeMcpHandler(options);
  const running = await listenFetchOnLoopback((request) => handler.fetch(request));
  return {
    url: `${running.url}/mcp`,
    exchanges: handler.exchanges,
    get authorizations() {
      return handler.exchanges.map((exchange) => exchange.authorization);
    },
    close: () => running.close(),
  };
}
