/** A real MCP server over Streamable HTTP (stateless) on loopback, recording each request's auth. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express from 'express';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

export interface FakeMcpServer {
  url: string;
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

export async function startFakeMcpServer(): Promise<FakeMcpServer> {
  const authorizations: (string | undefined)[] = [];
  const app = express();
  app.use(express.json());
  app.post('/mcp', async (req, res) => {
    authorizations.push(req.headers.authorization);
    const server = new McpServer({ name: 'fake-tools', version: '1.0.0' });
    server.registerTool(
      'shout',
      { description: 'Upper-cases text', inputSchema: { text: z.string() } },
      async ({ text }) => ({ content: [{ type: 'text', text: text.toUpperCase() }] }),
    );
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  const http = app.listen(0, '127.0.0.1');
  await once(http, 'listening');
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`,
    authorizations,
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
