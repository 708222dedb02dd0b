import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express from 'express';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createHttpClient } from '../src/http/client.js';
import { createGuardedFetch } from '../src/http/fetch.js';

// A real MCP server over Streamable HTTP (stateful, answering POSTs with SSE streams), so the
// guarded fetch carries sessions, SSE responses, the standalone GET stream and DELETE.
function createMcpServer(): McpServer {
  const server = new McpServer({ name: 'kit-test', version: '1.0.0' });
  server.registerTool(
    'shout',
    { description: 'Upper-cases text', inputSchema: { text: z.string() } },
    async ({ text }) => ({ content: [{ type: 'text', text: text.toUpperCase() }] }),
  );
  return server;
}

let httpServer: Server;
let mcpUrl: URL;
const seenAuthorization: (string | undefined)[] = [];

beforeAll(async () => {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const app = express();
  app.use(express.json());
  app.all('/mcp', async (req, res) => {
    seenAuthorization.push(req.headers.authorization);
    const sessionId = req.headers['mcp-session-id'] as string | undefined;
    let transport = sessionId ? transports.get(sessionId) : undefined;
    if (!transport) {
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) =>
          void transports.set(id, transport as StreamableHTTPServerTransport),
      });
      await createMcpServer().connect(transport);
    }
    await transport.handleRequest(req, res, req.body);
  });
  httpServer = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => httpServer.once('listening', () => resolve()));
  mcpUrl = new URL(`http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/mcp`);
});
afterAll(async () => {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
});

describe('guarded fetch with the MCP SDK', () => {
  it('lists and calls tools on a real MCP server over Streamable HTTP', async () => {
    const http = createHttpClient({ allowPrivateNetwork: true });
    const transport = new StreamableHTTPClientTransport(mcpUrl, {
      fetch: createGuardedFetch(http),
      requestInit: { headers: { Authorization: 'Bearer tool-server-token' } },
    });
    const client = new Client({ name: 'kit-test-client', version: '1.0.0' });
    await client.connect(transport);
    const tools = await client.listTools();
    expect(tools.tools.map((t) => t.name)).toEqual(['shout']);
    const result = await client.callTool({ name: 'shout', arguments: { text: 'quiet please' } });
    expect(result.content).toEqual([{ type: 'text', text: 'QUIET PLEASE' }]);
    await transport.terminateSession();
    await client.close();
    http.close();
    expect(seenAuthorization.length).toBeGreaterThan(2);
    expect(seenAuthorization.every((value) => value === 'Bearer tool-server-token')).toBe(true);
  });

  it('refuses to connect to a loopback MCP server when private networks are not allowed', async () => {
    const http = createHttpClient({ allowPrivateNetwork: false });
    const before = seenAuthorization.length;
    const transport = new StreamableHTTPClientTransport(mcpUrl, {
      fetch: createGuardedFetch(http),
    });
    const client = new Client({ name: 'kit-test-client', version: '1.0.0' });
    await expect(client.connect(transport)).rejects.toThrow(/ALLOW_PRIVATE_NETWORK/);
    http.close();
    expect(seenAuthorization.length).toBe(before);
  });
});
