import { openWorkspace } from '@switchboard/workspace/workspace-config';
import type { Feature, FeatureContext } from '../feature.js';
import { workspaceMcpRoutes } from './workspace-mcp.routes.js';
import { workspaceRoutes } from './workspace.routes.js';

/** The team workspace: its file routes and its MCP endpoint. */
export function createWorkspaceFeature(ctx: FeatureContext): Feature {
  const workspace = openWorkspace({ store: ctx.store, settings: ctx.config });
  return {
    name: 'workspace',
    routes: [
      ...workspaceRoutes(workspace, ctx.config.WORKSPACE_FILE_MAX_BYTES),
      ...workspaceMcpRoutes(workspace),
    ],
  };
}
