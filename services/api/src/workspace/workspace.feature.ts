import { openWorkspace } from '@switchboard/workspace/workspace-config';
import type { Feature, FeatureContext } from '../feature.js';
import { workspaceMcpRoutes } from './workspace-mcp.routes.js';
import { workspaceRoutes } from './workspace.routes.js';

/** Browser pages may call the MCP endpoint from this machine or from the API's public name. */
function mcpOrigins(publicBaseUrl: string): string[] {
  return ['localhost', '127.0.0.1', '[::1]', new URL(publicBaseUrl).hostname];
}

/** The team workspace: its file routes and its MCP endpoint. */
export function createWorkspaceFeature(ctx: FeatureContext): Feature {
  const workspace = openWorkspace({ store: ctx.store, settings: ctx.config });
  return {
    name: 'workspace',
    routes: [
      ...workspaceRoutes(workspace, ctx.config.WORKSPACE_FILE_MAX_BYTES),
      ...workspaceMcpRoutes(workspace, { allowedOrigins: mcpOrigins(ctx.config.PUBLIC_BASE_URL) }),
    ],
  };
}
