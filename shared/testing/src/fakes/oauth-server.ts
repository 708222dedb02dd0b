/**
 * A real OAuth 2.1 / OpenID authorization server on loopback: `oidc-provider` (a certified
 * implementation) with resource indicators (RFC 8707, JWT access tokens whose audience is the
 * resource), PKCE, dynamic registration (RFC 7591), the client-credentials grant, revocation and
 * rotating refresh tokens. Its login and consent pages are answered by this fake on behalf of one
 * person, so a test drives an authorization by following redirects, without a browser.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { Recorder } from './http-server.js';

export interface OAuthServerOptions {
  /** Seconds an access token lives (default 3600). */
  accessTokenTtl?: number;
  /** Scopes resource servers accept (default `tools:read tools:write`). */
  resourceScopes?: string;
  /** Clients registered in advance (client credentials). */
  clients?: Array<{ client_id: string; client_secret: string; grant_types: string[] }>;
}

export interface FakeOAuthServer {
  /** The issuer: `http://127.0.0.1:<port>`. */
  issuer: string;
  /** Every token request that succeeded or failed, by grant type. */
  tokenRequests: Recorder<{ grantType: string; ok: boolean; error?: string }>;
  /** The ids of the grants revoked (a token revoked at the revocation endpoint, RFC 7009, ends its grant). */
  revokedGrants: Recorder<string>;
  provider: Provider;
  /** Revokes every grant of the person: their consent is gone, refresh tokens stop working. */
  revokeConsent(): Promise<void>;
  close(): Promise<void>;
}

/** The one person who logs in and consents. */
export const OAUTH_ACCOUNT = 'ada';

export async function startOAuthServer(options: OAuthServerOptions = {}): Promise<FakeOAuthServer> {
  const http = createServer();
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const resourceScopes = options.resourceScopes ?? 'tools:read tools:write';
  const grantIds = new Set<string>();
  const provider = new Provider(issuer, {
    clients: (options.clients ?? []).map((client) => ({
      ...client,
      redirect_uris: [],
      response_types: [],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk] },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id }) }),
    scopes: ['openid', 'offline_access', ...resourceScopes.split(' ')],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The resource a client names (the MCP server), with JWT tokens for its audience.
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? undefined,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: resourceScopes,
          accessTokenFormat: 'jwt',
          accessTokenTTL: options.accessTokenTtl ?? 3600,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: options.accessTokenTtl ?? 3600,
      ClientCredentials: options.accessTokenTtl ?? 3600,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      RefreshToken: 86_400,
    },
  });
  const tokenRequests = new Recorder<{ grantType: string; ok: boolean; error?: string }>();
  const grantTypeOf = (ctx: { oidc: { params?: Record<string, unknown> } }) =>
    String(ctx.oidc.params?.grant_type ?? '');
  provider.on('grant.success', (ctx) =>
    tokenRequests.push({ grantType: grantTypeOf(ctx), ok: true }),
  );
  provider.on('grant.error', (ctx, error) =>
    tokenRequests.push({ grantType: grantTypeOf(ctx), ok: false, error: (error as Error).message }),
  );
  const revokedGrants = new Recorder<string>();
  provider.on('grant.revoked', (_ctx, grantId) => revokedGrants.push(grantId));
  const callback = provider.callback();
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path.startsWith('/interaction/')) return interact(provider, req, res, grantIds);
      return callback(req, res);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return {
    issuer,
    tokenRequests,
    revokedGrants,
    provider,
    revokeConsent: async () => {
      for (const id of grantIds) await (await provider.Grant.find(id))?.destroy();
      // Refresh tokens carry their grant: with it gone, the token endpoint refuses them.
      grantIds.clear();
    },
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

/** Logs the person in, then grants what the client asked for: the person always says yes. */
async function interact(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  grantIds: Set<string>,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(req, res, { login: { accountId: OAUTH_ACCOUNT } });
    return;
  }
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: OAUTH_ACCOUNT, clientId: String(details.params.client_id) });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '));
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant!.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant!.save();
  grantIds.add(grantId);
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

/**
 * Follows an authorization URL as a browser would (cookies, redirects) until the authorization
 * server sends the person to `callbackPrefix`; resolves with that URL (code, state, iss).
 */
export async function authorizeInBrowser(
  authorizationUrl: string,
  callbackPrefix: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.startsWith(callbackPrefix)) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The authorization stopped at ${url} (HTTP ${response.status}).`);
    url = new URL(location, url).href;
  }
  throw new Error('The authorization redirected more than 20 times.');
}
