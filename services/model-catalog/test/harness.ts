import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { createLogger, type Logger } from '@switchboard/kit/logger';
import { loadCatalog, type Catalog } from '../src/catalog/catalog.js';
import { DEFAULT_DATA_FILE } from '../src/config.js';
import { createServer } from '../src/server.js';
import { CATALOG_TOOLS, createToolbox } from '../src/tools/toolbox.js';
import { createHttpApp, listen, type RunningHttpServer } from '../src/transports/http.js';

/** What a test sees of one tool call, whichever transport carried it. */
export interface ToolOutcome {
  isError: boolean;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case reads its own tool's shape
  data: any;
}

export interface Harness {
  call(tool: string, args: Record<string, unknown>): Promise<ToolOutcome>;
  close(): Promise<void>;
}

export const MAIN_JS = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** The catalog every in-process test uses: the committed data/models.json. */
export function testCatalog(): Promise<Catalog> {
  return loadCatalog(DEFAULT_DATA_FILE);
}

export const silentLogger = (): Logger =>
  createLogger({ name: 'model-catalog-test', level: 'silent' });

async function mcpHarness(
  transport: Transport,
  cleanup: () => Promise<void> = async () => {},
): Promise<Harness & { client: Client }> {
  const client = new Client({ name: 'catalog-test', version: '1.0.0' });
  await client.connect(transport);
  // The SDK client checks structuredContent against a tool's outputSchema only for tools it has
  // listed, so list them once: every call below is then validated as a real client would.
  await client.listTools();
  return {
    client,
    async call(tool, args) {
      const result = await client.callTool({ name: tool, arguments: args });
      const first = (result.content as { type: string; text?: string }[])[0];
      return {
        isError: result.isError === true,
        text: first?.text ?? '',
        data: result.structuredContent,
      };
    },
    async close() {
      await client.close();
      await cleanup();
    },
  };
}

/** A real MCP client linked in memory to a real server. */
export async function memoryHarness(catalog: Catalog) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createServer({ toolbox: createToolbox({ catalog }) });
  await server.connect(serverSide);
  return mcpHarness(clientSide, () => server.close());
}

/** A real MCP client talking to `node dist/main.js --stdio` in a child process. */
export async function stdioHarness(env: Record<string, string> = {}) {
  if (!existsSync(MAIN_JS))
    throw new Error(`${MAIN_JS} is missing: build first (npx tsc -b services/model-catalog).`);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [MAIN_JS, '--stdio'],
    env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'warn', ...env },
    stderr: 'pipe',
  });
  return mcpHarness(transport);
}

/** The HTTP app on 127.0.0.1 port 0. */
export async function startHttp(
  catalog: Catalog,
  options: { jsonResponse?: boolean; allowedHosts?: string[] | null; logger?: Logger } = {},
): Promise<RunningHttpServer> {
  const app = createHttpApp({
    catalog,
    logger: options.logger ?? silentLogger(),
    allowedHosts:
      options.allowedHosts === undefined
        ? ['localhost', '127.0.0.1', '[::1]']
        : options.allowedHosts,
    corsOrigin: '*',
    jsonResponse: options.jsonResponse ?? true,
  });
  return listen(app, '127.0.0.1', 0);
}

/** A real MCP client over Streamable HTTP against the app at /mcp. */
export async function httpMcpHarness(catalog: Catalog, options: { jsonResponse?: boolean } = {}) {
  const running = await startHttp(catalog, options);
  return mcpHarness(new StreamableHTTPClientTransport(new URL(`${running.url}/mcp`)), () =>
    running.close(),
  );
}

/** Plain HTTP against the custom protocol: POST /call/{tool} with {parameters, context}. */
export async function httpCallHarness(catalog: Catalog): Promise<Harness & { url: string }> {
  const running = await startHttp(catalog);
  return {
    url: running.url,
    async call(tool, args) {
      const response = await fetch(`${running.url}/call/${tool}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          parameters: args,
          context: { agent_loop_id: 'loop_test', execution_id: 'exec_test' },
        }),
      });
      const body = (await response.json()) as {
        success: boolean;
        result?: { output: string; data: unknown };
        error?: { message: string };
      };
      if (body.success !== response.ok)
        throw new Error(`HTTP ${response.status} disagrees with success=${body.success}`);
      // The protocol's `data` is the MCP structuredContent: it must match the published schema too.
      if (body.success)
        CATALOG_TOOLS.find((t) => t.name === tool)?.outputSchema.parse(body.result?.data);
      return body.success
        ? { isError: false, text: body.result?.output ?? '', data: body.result?.data }
        : { isError: true, text: body.error?.message ?? '', data: undefined };
    },
    close: () => running.close(),
  };
}
