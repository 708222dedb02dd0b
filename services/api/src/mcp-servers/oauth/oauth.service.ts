import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { oauthToolServer, type OAuthConnectionView } from '@switchboard/contracts/mcp-server-auth';
import type { McpServerRecord } from '@switchboard/contracts/mcp-server';
import { ConflictError, ValidationError } from '@switchboard/kit/errors';
import type { McpOAuthGrantRecord } from '@switchboard/kit/mcp/oauth/grant';
import type { McpOAuth, OAuthToolServer } from '@switchboard/kit/mcp/oauth/mcp-oauth';
import type { McpOAuthGrantRepository } from '@switchboard/store/mcp-oauth-grant-repository';
import { teamScope, type Scope } from '@switchboard/store/port';
import type { Clock } from '../../clock.js';
import { AUTHORIZATION_TTL_MS, newState, type OAuthStates } from './oauth-states.js';

export interface McpOAuthServiceDeps {
  servers: {
    get(scope: Scope, id: string): Promise<McpServerRecord>;
    findById(scope: Scope, id: string): Promise<McpServerRecord | null>;
  };
  oauth: McpOAuth;
  states: OAuthStates;
  grants: McpOAuthGrantRepository;
  clock: Clock;
}

/** What the callback tells the person. */
export interface CallbackOutcome {
  status: number;
  title: string;
  message: string;
}

/** A lock owner name for this API process. */
export function apiOwner(): string {
  return `api:${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Connecting tool servers behind OAuth: the authorization with a person (authorize, then the
 * callback), the unattended client-credentials connection, disconnecting, and each server's
 * connection state for responses.
 */
export class McpOAuthService {
  constructor(private readonly deps: McpOAuthServiceDeps) {}

  /** Starts an authorization: the URL to open, good once until `expires_at`. */
  async authorize(
    scope: Scope,
    id: string,
  ): Promise<{ authorization_url: string; expires_at: string }> {
    const server = this.oauthServer(await this.deps.servers.get(scope, id));
    if (server.settings.grant === 'client_credentials') {
      throw new ConflictError(
        `Tool server ${id} uses the client_credentials grant: it connects without a person (at its first use, or with POST /v1/mcp-servers/${id}/test).`,
      );
    }
    const state = newState();
    const pending = await this.deps.oauth.beginAuthorization(server, state);
    const expiresAt = new Date(this.deps.clock.now().getTime() + AUTHORIZATION_TTL_MS);
    await this.deps.states.keep({
      state,
      teamId: server.teamId,
      serverId: server.id,
      codeVerifier: pending.codeVerifier,
      discovery: pending.discovery,
      expiresAt,
    });
    return { authorization_url: pending.authorizationUrl, expires_at: expiresAt.toISOString() };
  }

  /** Finishes an authorization from the authorization server's redirect; never throws. */
  async callback(query: {
    code?: string | undefined;
    state?: string | undefined;
    iss?: string | undefined;
    error?: string | undefined;
    error_description?: string | undefined;
  }): Promise<CallbackOutcome> {
    const pending = query.state ? await this.deps.states.take(query.state) : null;
    if (!pending) {
      return failed(
        400,
        'This authorization link is unknown, was already used, or expired (after 10 minutes). Start again with Connect.',
      );
    }
    const record = await this.deps.servers.findById(
      teamScope(pending.team_id),
      pending.mcp_server_id,
    );
    const server = record && oauthToolServer(record);
    if (!server) return failed(400, 'The tool server was deleted or no longer uses OAuth.');
    if (query.error || !query.code) {
      const why = query.error_description ?? query.error ?? 'no authorization code';
      return failed(400, `The authorization server did not authorize Switchboard: ${why}.`);
    }
    try {
      await this.deps.oauth.completeAuthorization(server, {
        code: query.code,
        iss: query.iss,
        codeVerifier: pending.code_verifier,
        discovery: pending.discovery,
      });
    } catch (error) {
      return failed(502, (error as Error).message);
    }
    return {
      status: 200,
      title: 'Connected',
      message: `Tool server '${server.name}' is connected: agent loops can use its tools. You can close this tab.`,
    };
  }

  /** Disconnects (revoking where the authorization server offers it). */
  async disconnect(scope: Scope, id: string): Promise<void> {
    await this.deps.oauth.disconnect(this.oauthServer(await this.deps.servers.get(scope, id)));
  }

  /**
   * Connects a client-credentials server at once (its state then shows in the response); a
   * failure is kept as its `error`, not thrown: the registration itself is fine.
   */
  async connectUnattended(record: McpServerRecord): Promise<void> {
    const server = oauthToolServer(record);
    if (server?.settings.grant !== 'client_credentials') return;
    try {
      await this.deps.oauth.accessToken(server);
    } catch (error) {
      await this.deps.grants.save(server.teamId, server.id, {
        status: 'error',
        error: (error as Error).message,
      });
    }
  }

  /** The connection state of each of `records` behind OAuth, by id. */
  async connections(
    teamId: string,
    records: readonly McpServerRecord[],
  ): Promise<Map<string, OAuthConnectionView>> {
    const ids = records.filter((r) => r.auth?.type === 'oauth').map((r) => r.id);
    const grants = await this.deps.grants.findMany(teamId, ids);
    return new Map([...grants].map(([id, grant]) => [id, connectionView(grant)]));
  }

  private oauthServer(record: McpServerRecord): OAuthToolServer {
    const server = oauthToolServer(record);
    if (!server) {
      throw new ValidationError([
        {
          path: 'auth',
          message: `tool server ${record.id} does not use OAuth (auth.type is none)`,
        },
      ]);
    }
    return server;
  }
}

function failed(status: number, message: string): CallbackOutcome {
  return { status, title: 'Not connected', message };
}

/** What responses show of a grant: never a token. */
function connectionView(grant: McpOAuthGrantRecord): OAuthConnectionView {
  const connected = grant.status === 'connected';
  return {
    status: grant.status,
    scopes: connected ? grant.scopes : grant.step_up_scopes,
    expires_at: connected ? grant.expires_at : null,
    error: grant.error,
  };
}
