/**
 * The OAuth connection of one tool server of one team, as both the api and the runner keep it:
 * what discovery found, the client identity in use, the tokens, and a lock so that one process
 * at a time refreshes (a rotating refresh token is good for one use). The store keeps it, with
 * the tokens and the client secret encrypted; the kit only names what it needs.
 */
import type {
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
} from '@modelcontextprotocol/client';
import { AppError } from '../../errors.js';

export type OAuthStatus = 'connected' | 'needs_authorization' | 'error';

/** A grant as stored (id = the tool server's id). */
export interface McpOAuthGrantRecord {
  id: string;
  team_id: string;
  created_at: string;
  updated_at?: string;
  status: OAuthStatus;
  /** Why it is not connected, in words a person can act on; null when connected. */
  error: string | null;
  /** RFC 9728 and RFC 8414 discovery, as the SDK keeps it. */
  discovery: OAuthDiscoveryState | null;
  /** The client identity registered or announced (dynamic registration, metadata document). */
  client_info: StoredOAuthClientInformation | null;
  access_token: string | null;
  refresh_token: string | null;
  /**
   * The authorization server that issued the tokens, as the SDK stamps them (SEP-2352): tokens
   * are never offered to another one. Null on grants stored before the stamp, which the next use
   * writes.
   */
  token_issuer?: string | null;
  token_type: string | null;
  expires_at: string | null;
  /** Scopes of the current grant. */
  scopes: string[];
  /** Scopes a server asked for beyond the configured ones (a 403 `insufficient_scope`). */
  step_up_scopes: string[];
  /** The refresh lock: held until this time (ms since the epoch; 0 when free). */
  lock_until_ms: number;
  lock_owner: string | null;
}

/** What the coordinator and the flows change in a grant. */
export type GrantChanges = Partial<
  Omit<McpOAuthGrantRecord, 'id' | 'team_id' | 'created_at' | 'updated_at'>
>;

/** Where grants are kept (the store's repository implements it). */
export interface McpOAuthGrantStore {
  /** The grant, or null when the server was never connected. */
  find(teamId: string, serverId: string): Promise<McpOAuthGrantRecord | null>;
  /** Sets `changes` (creating the grant when missing); the grant as it is now. */
  save(teamId: string, serverId: string, changes: GrantChanges): Promise<McpOAuthGrantRecord>;
  /** Takes the refresh lock when it is free or expired; the grant, or null when held. */
  tryLock(
    teamId: string,
    serverId: string,
    owner: string,
    nowMs: number,
    untilMs: number,
  ): Promise<McpOAuthGrantRecord | null>;
  /** Sets `changes` and frees the lock, if `owner` still holds it; the grant, or null. */
  unlock(
    teamId: string,
    serverId: string,
    owner: string,
    changes: GrantChanges,
  ): Promise<McpOAuthGrantRecord | null>;
  /**
   * Marks the grant as needing a person (tokens dropped); true only for the call that changed a
   * grant that was not already so (tells whether to emit `mcp_server.authorization_required`).
   */
  markNeedsAuthorization(
    teamId: string,
    serverId: string,
    reason: string,
    stepUpScopes: string[],
  ): Promise<boolean>;
  /** Forgets the grant (disconnect). */
  delete(teamId: string, serverId: string): Promise<void>;
}

/**
 * A tool server that cannot be used until a person authorizes it (never connected, consent
 * revoked, a refresh token refused, more scopes asked for). The message names the server and what
 * to do.
 */
export class AuthorizationRequiredError extends AppError {
  constructor(
    readonly server: { id: string; name: string },
    readonly reason: string,
    readonly scopes: readonly string[] = [],
  ) {
    super({
      code: 'MCP_AUTHORIZATION_REQUIRED',
      message:
        `Tool server '${server.name}' (${server.id}) needs authorization: ${reason}. ` +
        `Connect it with the dashboard's Connect button on the tool-server page, or ` +
        `POST /v1/mcp-servers/${server.id}/oauth/authorize and open the authorization_url.`,
      details: { mcp_server_id: server.id, scopes: [...scopes] },
    });
  }
}
