import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLogger, type Logger } from '@switchboard/kit/logger';
import {
  connectEraClient,
  firstText,
  type Era,
  type EraClient,
  type McpTarget,
} from '@switchboard/testing/mcp/era-clients';
import { loadCatalog, type Catalog } from '../src/catalog/catalog.js';
import { DEFAULT_DATA_FILE } from '../src/config.js';
import { createServer } from '../src/server.js';
import { CATALOG_TOOLS, createToolbox } from '../src/tools/toolbox.js';
import {
  createHttpApp,
  listen,
  type HttpAppDeps,
  type RunningHttpServer,
} from '../src/transports/http.js';

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

/**
 * A real MCP client of `era` (the v1 SDK's for 2025-11-25, the v2 SDK's pinned to 2026-07-28)
 * connected to `target`; every structured result is checked against the listed outputSchema.
 */
async function mcpHarness(
  era: Era,
  target: McpTarget,
  cleanup: () => Promise<void> = async () => {},
): Promise<Harness & { client: EraClient }> {
  const client = await connectEraClient(era, target);
  return {
    client,
    async call(tool, args) {
      const result = await client.callTool(tool, args);
      return {
        isError: result.isError === true,
        text: firstText(result),
        data: result.structuredContent,
      };
    },
    async close() {
      await client.close();
      await cleanup();
    },
  };
}

/** The catalog's MCP server factory over a loaded catalog, as the transports make it. */
export function catalogServerFactory(catalog: Catalog) {
  const toolbox = createToolbox({ catalog });
  return () => createServer({ toolbox, catalog });
}

/** A real MCP client of `era` linked in memory to the catalog's server entry. */
export function memoryHarness(catalog: Catalog, era: Era = '2026-07-28') {
  return mcpHarness(era, { factory: catalogServerFactory(catalog) });
}

/** A real MCP client of `era` talking to `node dist/main.js --stdio` in a child process. */
export function stdioHarness(era: Era, env: Record<string, string> = {}) {
  if (!existsSync(MAIN_JS))
    throw new Error(`${MAIN_JS} is missing: build first (npx tsc -b services/model-catalog).`);
  return mcpHarness(era, {
    command: process.execPath,
    args: [MAIN_JS, '--stdio'],
    env: { LOG_LEVEL: 'warn', ...env },
  });
}

/** The HTTP app on 127.0.0.1 port 0. */
export async function startHttp(
  catalog: Catalog,
  options: {
    allowedHosts?: string[] | null;
    allowedOrigins?: string[] | null;
    logger?: Logger;
    /** Traces, metrics and readiness, as main.ts passes them. */
    telemetry?: Pick<HttpAppDeps, 'tracer' | 'metrics' | 'metricsToken' | 'readiness'>;
  } = {},
): Promise<RunningHttpServer> {
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  const app = createHttpApp({
    catalog,
    logger: options.logger ?? silentLogger(),
    allowedHosts: options.allowedHosts === undefined ? loopback : options.allowedHosts,
    allowedOrigins: options.allowedOrigins === undefined ? loopback : options.allowedOrigins,
    corsOrigin: '*',
    ...options.telemetry,
  });
  return listen(app, '127.0.0.1', 0);
}

/** A real MCP client of `era` over Streamable HTTP against the app at /mcp. */
export async function httpMcpHarness(catalog: Catalog, era: Era) {
  const running = await startHttp(catalog);
  return mcpHarness(era, { url: `${running.url}/mcp` }, () => running.close());
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
