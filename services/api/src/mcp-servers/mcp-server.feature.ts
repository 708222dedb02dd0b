import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import { McpOAuth } from '@switchboard/kit/mcp/oauth/mcp-oauth';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';
import { McpOAuthGrantRepository } from '@switchboard/store/mcp-oauth-grant-repository';
import type { SecretRepository } from '@switchboard/store/secret-repository';
import type { Feature, FeatureContext } from '../feature.js';
import { mcpServerRoutes } from './mcp-server.routes.js';
import { McpServerService, type McpServerServiceDeps } from './mcp-server.service.js';
import { OAuthStates } from './oauth/oauth-states.js';
import { oauthRoutes } from './oauth/oauth.routes.js';
import { apiOwner, McpOAuthService } from './oauth/oauth.service.js';

/** How long one discovery, registration or token request may take. */
const OAUTH_REQUEST_TIMEOUT_MS = 10_000;

/**
 * The tool-server registry and the OAuth connections of servers behind OAuth; its service is
 * handed to agent loops (to check `mcp_servers`).
 */
export function createMcpServersFeature(
  ctx: FeatureContext,
  deps: Pick<McpServerServiceDeps, 'secretReferences'> & {
    /** The team's vault (the secrets feature's), to fill a test call's headers. */
    secrets: SecretRepository;
  },
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
  const base = ctx.config.PUBLIC_BASE_URL;
  const identity = {
    redirectUrl: `${base}/v1/oauth/callback`,
    clientMetadataUrl: `${base}/v1/oauth/client-metadata.json`,
    clientName: 'Switchboard',
  };
  const grants = new McpOAuthGrantRepository(ctx.store, () => ctx.clock.now());
  const tokens = new McpOAuth({
    grants,
    fetch: createGuardedFetch(ctx.http, { timeoutMs: OAUTH_REQUEST_TIMEOUT_MS }),
    identity,
    owner: apiOwner(),
    now: () => ctx.clock.now(),
  });
  const oauth = new McpOAuthService({
    servers: service,
    oauth: tokens,
    states: new OAuthStates(ctx.store, () => ctx.clock.now()),
    grants,
    clock: ctx.clock,
  });
  return {
    feature: {
      name: 'mcp-servers',
      routes: [
        ...mcpServerRoutes(service, {
          http: ctx.http,
          secrets: deps.secrets,
          oauth,
          tokens,
        }),
        ...oauthRoutes(oauth, {
          publicBaseUrl: base,
          clientMetadata: {
            client_id: identity.clientMetadataUrl,
            client_name: identity.clientName,
            client_uri: base,
            redirect_uris: [identity.redirectUrl],
            grant_types: ['authorization_code', 'refresh_token'],
            response_types: ['code'],
            token_endpoint_auth_method: 'none',
            software_id: 'switchboard',
            software_version: SWITCHBOARD_VERSION,
          },
        }),
      ],
    },
    service,
  };
}
