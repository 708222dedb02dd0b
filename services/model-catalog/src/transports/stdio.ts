import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Logger } from '@switchboard/kit/logger';
import type { Catalog } from '../catalog/catalog.js';
import { createServer } from '../server.js';
import { createToolbox } from '../tools/toolbox.js';

/**
 * Serves MCP over stdin/stdout. Nothing else may write to stdout: logs go to stderr. Resolves
 * when the client closes stdin or the process is asked to stop.
 */
export async function runStdio(deps: { catalog: Catalog; logger: Logger }): Promise<void> {
  const server = createServer({ toolbox: createToolbox({ catalog: deps.catalog }) });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
    process.once('SIGTERM', () => resolve());
    process.once('SIGINT', () => resolve());
  });
  await server.connect(transport);
  deps.logger.info({ models: deps.catalog.models.length }, 'model catalog serving MCP over stdio');
  await closed;
  deps.logger.info('stdio session ended');
  await server.close();
}
