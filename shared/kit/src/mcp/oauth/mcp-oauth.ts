/**
 * The client side of the MCP authorization spec for Switchboard's processes: connecting a tool
 * server with a person (authorization code, PKCE) or without one (client credentials), handing
 * out a valid access token (refreshed before it expires, or after a 401), step-up on a 403
 * `insufficient_scope`, and disconnecting (revoking where offered). The SDK's `auth()` does the
 * protocol (RFC 9728 and 8414 discovery with OpenID fallback, the client metadata document or
 * dynamic registration, PKCE S256, RFC 8707 `resource`, RFC 9207 `iss`); every request it makes
 * goes through the guarded fetch, so SSRF rules apply to authorization servers too. A refresh
 * happens under the grant's lock: one process at a time, so a rotating refresh token is used once.
 */
import {
  auth,
  extractWWWAuthenticateParams,
  type OAuthDiscoveryState,
} from '@modelcontextprotocol/client';
import { setTimeout as sleep } from 'node:timers/promises';
import { UpstreamError } from '../../errors.js';
import type { GuardedFetch } from '../../http/fetch.js';
import { describeMcpError } from '../connect.js';
import {
  AuthorizationRequiredError,
  type McpOAuthGrantRecord,
  type McpOAuthGrantStore,
} from './grant.js';
import {
  GrantProvider,
  type OAuthClientIdentity,
  type OAuthServerSettings,
} from './grant-provider.js';

/** A token this close to its expiry is refreshed before it is used. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;
/** How long one process may hold a grant's refresh lock (a refresh is a few requests). */
const LOCK_MS = 30_000;
/** Waits between looks at a lock another process holds; the last one repeats. */
const LOCK_WAITS_MS = [25, 50, 100, 200, 400];

/** A tool server behind OAuth, as the flows see it. */
export interface OAuthToolServer {
  id: string;
  name: string;
  teamId: string;
  settings: OAuthServerSettings;
}

export interface McpOAuthDeps {
  grants: McpOAuthGrantStore;
  /** The guarded fetch: discovery, registration, token and revocation requests. */
  fetch: GuardedFetch;
  identity: OAuthClientIdentity;
  /** This process, as a lock owner. */
  owner: string;
  now?: () => Date;
}

/** What an authorization with a person keeps until the callback (with its `state`). */
export interface PendingAuthorization {
  authorizationUrl: string;
  codeVerifier: string;
  discovery: OAuthDiscoveryState | null;
}

export class McpOAuth {
  private readonly now: () => Date;

  constructor(private readonly deps: McpOAuthDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Starts an authorization with a person: the URL to send them to, and what the callback needs. */
  async beginAuthorization(server: OAuthToolServer, state: string): Promise<PendingAuthorization> {
    const grant = await this.deps.grants.find(server.teamId, server.id);
    const provider = this.provider(server, grant, { state });
    const result = await this.protocol(() =>
      this.challenge(server.settings.url).then((resourceMetadataUrl) =>
        auth(provider, {
          serverUrl: server.settings.url,
          scope: this.scopeOf(server, grant),
          fetchFn: this.deps.fetch,
          forceReauthorization: true,
          ...(resourceMetadataUrl ? { resourceMetadataUrl } : {}),
        }),
      ),
    );
    if (result !== 'REDIRECT' || !provider.authorizationUrl || !provider.newCodeVerifier) {
      throw new UpstreamError({
        code: 'OAUTH_FAILED',
        message: 'The authorization server gave no authorization URL.',
      });
    }
    // The identity found (registration, metadata document) and discovery are kept now; tokens
    // come with the callback.
    const { client_info, discovery } = provider.changes;
    await this.deps.grants.save(server.teamId, server.id, {
      ...(client_info !== undefined ? { client_info } : {}),
      ...(discovery !== undefined ? { discovery } : {}),
    });
    return {
      authorizationUrl: provider.authorizationUrl.href,
      codeVerifier: provider.newCodeVerifier,
      discovery: discovery ?? grant?.discovery ?? null,
    };
  }

  /** Finishes it: exchanges the code (its `iss` checked) and stores the tokens. */
  async completeAuthorization(
    server: OAuthToolServer,
    pending: {
      code: string;
      iss?: string | undefined;
      codeVerifier: string;
      discovery: OAuthDiscoveryState | null;
    },
  ): Promise<McpOAuthGrantRecord> {
    const grant = await this.deps.grants.find(server.teamId, server.id);
    const provider = this.provider(server, grant, {
      codeVerifier: pending.codeVerifier,
      ...(pending.discovery ? { discovery: pending.discovery } : {}),
    });
    await this.protocol(() =>
      auth(provider, {
        serverUrl: server.settings.url,
        authorizationCode: pending.code,
        ...(pending.iss === undefined ? {} : { iss: pending.iss }),
        fetchFn: this.deps.fetch,
      }),
    );
    return this.deps.grants.save(server.teamId, server.id, provider.changes);
  }

  /**
   * A valid access token for the server: the stored one, else refreshed (or, for client
   * credentials, fetched) under the lock. AuthorizationRequiredError when only a person can help.
   */
  async accessToken(server: OAuthToolServer): Promise<string> {
    const grant = await this.deps.grants.find(server.teamId, server.id);
    if (grant && this.usable(grant)) return grant.access_token!;
    return (await this.renew(server)).access_token!;
  }

  /** After the server refused `rejected` (401): a newer token, unless only a person can help. */
  async afterRejection(server: OAuthToolServer, rejected: string): Promise<string> {
    return (await this.renew(server, rejected)).access_token!;
  }

  /**
   * A 403 `insufficient_scope`: the grant needs a person to approve `requiredScope` too. Marks it
   * so (`changed`: whether this call did) and never retries on its own.
   */
  async stepUp(
    server: OAuthToolServer,
    requiredScope: string | undefined,
  ): Promise<{ error: AuthorizationRequiredError; changed: boolean }> {
    const scopes = (requiredScope ?? '').split(' ').filter(Boolean);
    const reason = `it asks for more scopes (${scopes.join(' ') || 'unnamed'})`;
    const changed = await this.deps.grants.markNeedsAuthorization(
      server.teamId,
      server.id,
      reason,
      scopes,
    );
    return { error: new AuthorizationRequiredError(server, reason, scopes), changed };
  }

  /** Disconnects: revokes the tokens where the authorization server offers it, then forgets them. */
  async disconnect(server: OAuthToolServer): Promise<void> {
    const grant = await this.deps.grants.find(server.teamId, server.id);
    // RFC 7009's endpoint, named in RFC 8414 metadata (OpenID metadata may lack the field).
    const metadata = grant?.discovery?.authorizationServerMetadata as
      { revocation_endpoint?: string } | undefined;
    const endpoint = metadata?.revocation_endpoint;
    if (grant && endpoint) {
      for (const [token, hint] of [
        [grant.refresh_token, 'refresh_token'],
        [grant.access_token, 'access_token'],
      ] as const) {
        if (token) await this.revoke(server, grant, endpoint, token, hint).catch(() => undefined);
      }
    }
    await this.deps.grants.delete(server.teamId, server.id);
  }

  /**
   * Refreshes (or fetches, for client credentials) under the grant's lock. Whoever waited for the
   * lock first looks at what the holder stored: a token newer than `rejected` and not about to
   * expire is used as it is, so two processes never spend one refresh token.
   */
  private async renew(server: OAuthToolServer, rejected?: string): Promise<McpOAuthGrantRecord> {
    for (let attempt = 0; ; attempt += 1) {
      const nowMs = this.now().getTime();
      const locked = await this.deps.grants.tryLock(
        server.teamId,
        server.id,
        this.deps.owner,
        nowMs,
        nowMs + LOCK_MS,
      );
      if (locked) return this.renewLocked(server, locked, rejected);
      await sleep(LOCK_WAITS_MS[Math.min(attempt, LOCK_WAITS_MS.length - 1)]);
      const grant = await this.deps.grants.find(server.teamId, server.id);
      if (grant && this.usable(grant, rejected)) return grant;
      if (grant?.status === 'needs_authorization') throw this.required(server, grant);
    }
  }

  private async renewLocked(
    server: OAuthToolServer,
    grant: McpOAuthGrantRecord,
    rejected: string | undefined,
  ): Promise<McpOAuthGrantRecord> {
    const { teamId, id } = server;
    if (this.usable(grant, rejected)) return this.release(server, {});
    const interactive = server.settings.grant === 'authorization_code';
    if (interactive && !grant.refresh_token) {
      await this.release(server, {});
      const reason = grant.access_token
        ? 'its access token expired and no refresh token was issued'
        : 'it was never connected';
      await this.deps.grants.markNeedsAuthorization(teamId, id, reason, grant.step_up_scopes);
      throw this.required(server, { ...grant, error: reason });
    }
    const provider = this.provider(server, grant);
    let result: string;
    try {
      result = await this.protocol(() =>
        auth(provider, {
          serverUrl: server.settings.url,
          scope: this.scopeOf(server, grant),
          fetchFn: this.deps.fetch,
        }),
      );
    } catch (error) {
      await this.release(server, { error: (error as Error).message });
      throw error;
    }
    if (result !== 'AUTHORIZED') {
      // The refresh token was refused (consent revoked, expired, reused): a person must connect again.
      const { access_token: _a, refresh_token: _r, expires_at: _e, ...kept } = provider.changes;
      await this.release(server, kept);
      const reason =
        'the authorization server refused the refresh token (consent revoked or expired)';
      await this.deps.grants.markNeedsAuthorization(teamId, id, reason, grant.step_up_scopes);
      throw this.required(server, { ...grant, error: reason });
    }
    return this.release(server, provider.changes);
  }

  private async release(
    server: OAuthToolServer,
    changes: Parameters<McpOAuthGrantStore['unlock']>[3],
  ): Promise<McpOAuthGrantRecord> {
    const updated = await this.deps.grants.unlock(
      server.teamId,
      server.id,
      this.deps.owner,
      changes,
    );
    if (!updated) {
      throw new UpstreamError({
        code: 'OAUTH_FAILED',
        message: `The token refresh of tool server ${server.id} outlasted its lock; try again.`,
        retryable: true,
      });
    }
    return updated;
  }

  /** Whether the grant's access token can be used now (and is not the one a server refused). */
  private usable(grant: McpOAuthGrantRecord, rejected?: string): boolean {
    if (grant.status !== 'connected' || !grant.access_token || grant.access_token === rejected) {
      return false;
    }
    if (grant.expires_at === null) return true;
    return Date.parse(grant.expires_at) - this.now().getTime() > REFRESH_BEFORE_EXPIRY_MS;
  }

  private required(
    server: OAuthToolServer,
    grant: McpOAuthGrantRecord,
  ): AuthorizationRequiredError {
    return new AuthorizationRequiredError(server, grant.error ?? 'it was never connected', [
      ...server.settings.scopes,
      ...grant.step_up_scopes,
    ]);
  }

  private provider(
    server: OAuthToolServer,
    grant: McpOAuthGrantRecord | null,
    pending: ConstructorParameters<typeof GrantProvider>[3] = {},
  ): GrantProvider {
    const settings = { ...server.settings, scopes: this.scopesOf(server, grant) };
    return new GrantProvider(settings, this.deps.identity, grant, pending, this.now);
  }

  private scopesOf(server: OAuthToolServer, grant: McpOAuthGrantRecord | null): string[] {
    return [...new Set([...server.settings.scopes, ...(grant?.step_up_scopes ?? [])])];
  }

  private scopeOf(server: OAuthToolServer, grant: McpOAuthGrantRecord | null): string | undefined {
    return this.scopesOf(server, grant).join(' ') || undefined;
  }

  /**
   * The `resource_metadata` URL of the server's 401 challenge (RFC 9728 §5.1), if it gives one;
   * without it the SDK looks at the server's `/.well-known/oauth-protected-resource`.
   */
  private async challenge(url: string): Promise<URL | undefined> {
    const response = await this.deps.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'ping' }),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.status === 401
      ? extractWWWAuthenticateParams(response).resourceMetadataUrl
      : undefined;
  }

  /** RFC 7009 revocation with the client's authentication. */
  private async revoke(
    server: OAuthToolServer,
    grant: McpOAuthGrantRecord,
    endpoint: string,
    token: string,
    hint: string,
  ): Promise<void> {
    const clientId = server.settings.clientId ?? grant.client_info?.client_id;
    const secret = server.settings.clientSecret ?? grant.client_info?.client_secret;
    const body = new URLSearchParams({ token, token_type_hint: hint });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (clientId && secret) {
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;
    } else if (clientId) {
      body.set('client_id', clientId);
    }
    const response = await this.deps.fetch(endpoint, {
      method: 'POST',
      headers,
      body: body.toString(),
    });
    await response.body?.cancel().catch(() => undefined);
  }

  /** Runs a step of the protocol; its failures become UpstreamError `OAUTH_FAILED` in plain words. */
  private async protocol<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (error instanceof AuthorizationRequiredError) throw error;
      throw new UpstreamError({
        code: 'OAUTH_FAILED',
        message: `OAuth with the tool server's authorization server failed: ${describeMcpError(error)}`,
        cause: error,
      });
    }
  }
}
