import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { Logger } from '@switchboard/kit/logger';
import type { Catalog } from '../catalog/catalog.js';
import { createServer } from '../server.js';
import { createToolbox } from '../tools/toolbox.js';

/**
 * Serves MCP over stdin/stdout through the SDK's stdio entry, which reads the client's first
 * message: a 2026-07-28 client (`server/discover`, per-request envelope) and a 2025-era one
 * (`initialize`) each get a catalog server pinned to their era for the connection. Nothing else
 * may write to stdout: logs go to stderr. Resolves when the client closes stdin or the process is
 * asked to stop.
 */
export async function runStdio(deps: { catalog: Catalog; logger: Logger }): Promise<void> {
  const toolbox = createToolbox({ catalog: deps.catalog });
  const closed = new Promise<void>((resolve) => {
    process.stdin.once('end', () => resolve());
    process.once('SIGTERM', () => resolve());
    process.once('SIGINT', () => resolve());
  });
  const connection = serveStdio(() => createServer({ toolbox, catalog: deps.catalog }), {
    onerror: (error) => deps.logger.warn({ err: error }, 'stdio MCP error'),
  });
  deps.logger.info({ models: deps.catalog.models.length }, 'model catalog serving MCP over stdio');
  await closed;
  deps.logger.info('stdio session ended');
  await connection.close();
}
