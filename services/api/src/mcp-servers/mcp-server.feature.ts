import type { Feature, FeatureContext } from '../feature.js';
import { mcpServerRoutes } from './mcp-server.routes.js';
import { McpServerService } from './mcp-server.service.js';

/** The tool-server registry; its service is handed to agent loops (to check `mcp_servers`). */
export function createMcpServersFeature(ctx: FeatureContext): {
  feature: Feature;
  service: McpServerService;
} {
  const service = new McpServerService({
    store: ctx.store,
    clock: ctx.clock,
    urlPolicy: { allowPrivateNetwork: ctx.config.ALLOW_PRIVATE_NETWORK },
  });
  return { feature: { name: 'mcp-servers', routes: mcpServerRoutes(service, ctx.http) }, service };
}
