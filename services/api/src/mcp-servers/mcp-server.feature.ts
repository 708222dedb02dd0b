import { SecretRepository } from '@switchboard/store/secret-repository';
import type { Feature, FeatureContext } from '../feature.js';
import { mcpServerRoutes } from './mcp-server.routes.js';
import { McpServerService, type McpServerServiceDeps } from './mcp-server.service.js';

/** The tool-server registry; its service is handed to agent loops (to check `mcp_servers`). */
export function createMcpServersFeature(
  ctx: FeatureContext,
  deps: Pick<McpServerServiceDeps, 'secretReferences'>,
): {
  feature: Feature;
  service: McpServerService;
} {
  const service = new McpServerService({
    store: ctx.store,
    clock: ctx.clock,
    urlPolicy: { allowPrivateNetwork: ctx.config.ALLOW_PRIVATE_NETWORK },
    secretReferences: deps.secretReferences,
  });
  return {
    feature: {
      name: 'mcp-servers',
      routes: mcpServerRoutes(service, {
        http: ctx.http,
        secrets: new SecretRepository(ctx.store),
      }),
    },
    service,
  };
}
