import type { Request, Response } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { createServer } from '../server.js';
import type { Toolbox } from '../tools/toolbox.js';
import { createDirectToolsCall } from './mcp-direct.js';

export interface McpHandlerDeps {
  toolbox: Toolbox;
  /** Answer with JSON bodies instead of SSE streams. */
  jsonResponse: boolean;
}

/**
 * POST /mcp through the SDK's Streamable HTTP transport, stateless: a fresh MCP server and
 * transport per request over the shared toolbox and JSON Schema validator.
 */
export function createSdkMcpHandler(deps: McpHandlerDeps) {
  const serverDeps = { toolbox: deps.toolbox, jsonSchemaValidator: new AjvJsonSchemaValidator() };
  return async (req: Request, res: Response): Promise<void> => {
    const server = createServer(serverDeps);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: deps.jsonResponse,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };
}

/** POST /mcp: a plain tools/call answered directly in JSON mode (mcp-direct.ts), the rest by the SDK. */
export function createMcpHandler(deps: McpHandlerDeps) {
  const sdk = createSdkMcpHandler(deps);
  const direct = createDirectToolsCall(deps.toolbox);
  return async (req: Request, res: Response): Promise<void> => {
    if (deps.jsonResponse && direct(req, res)) return;
    await sdk(req, res);
  };
}
