/**
 * The baseline of the catalog's /mcp rows: the MCP SDK's own minimal v2 server, as its serving
 * guide writes it (`createMcpHandler` over a factory that registers the tool, `toNodeHandler` on
 * plain `node:http` behind the localhost Host and Origin guards), answering the same search-models
 * tool with the same zod schemas and the same search over the same catalog. Prints `{"url": ...}`
 * like the catalog's main.js, so the bench starts both the same way.
 */
import { createServer } from 'node:http';
import {
  localhostHostValidation,
  localhostOriginValidation,
  toNodeHandler,
} from '@modelcontextprotocol/node';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { loadCatalog } from '../dist/catalog/catalog.js';
import { DEFAULT_DATA_FILE } from '../dist/config.js';
import { searchModelsTool } from '../dist/tools/search-models.js';

const catalog = await loadCatalog(DEFAULT_DATA_FILE);
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'sdk-minimal', version: '1.0.0' });
  server.registerTool(
    searchModelsTool.name,
    {
      description: searchModelsTool.description,
      inputSchema: searchModelsTool.inputSchema,
      outputSchema: searchModelsTool.outputSchema,
    },
    (args) => {
      const output = searchModelsTool.run(args, { catalog });
      return { content: [{ type: 'text', text: output.text }], structuredContent: output.data };
    },
  );
  return server;
});
const nodeHandler = toNodeHandler(handler);
const validateHost = localhostHostValidation();
const validateOrigin = localhostOriginValidation();
const server = createServer((req, res) => {
  if (!validateHost(req, res) || !validateOrigin(req, res)) return;
  void nodeHandler(req, res);
}).listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
