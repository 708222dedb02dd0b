/**
 * Authorizations a person has been sent to and not finished (`mcp_oauth_states`): the `state`
 * (kept only as its hash), bound to the team and the server, with the PKCE verifier (encrypted)
 * and the discovery the callback checks the `iss` against. Each is good once, for 10 minutes.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { McpOAuthGrantRecord } from '@switchboard/kit/mcp/oauth/grant';
import {
  ALL_TEAMS,
  type BaseRecord,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
} from '@switchboard/store/port';

type OAuthDiscoveryState = NonNullable<McpOAuthGrantRecord['discovery']>;

/** How long a person has to finish an authorization. */
export const AUTHORIZATION_TTL_MS = 10 * 60_000;

interface PendingRecord extends BaseRecord {
  mcp_server_id: string;
  code_verifier: string;
  discovery: OAuthDiscoveryState | null;
  expires_at: string;
  used: boolean;
}

const OAUTH_STATES_COLLECTION: CollectionSpec = {
  name: 'mcp_oauth_states',
  indexes: [{ fields: [['expires_at', 1]] }],
  secretFields: ['code_verifier'],
};

/** A new `state`: 256 random bits, so its plain sha256 is a safe lookup key. */
export function newState(): string {
  return randomBytes(32).toString('base64url');
}

function stateId(state: string): string {
  return `oas_${createHash('sha256').update(state).digest('hex')}`;
}

export class OAuthStates {
  private readonly pending: Collection<PendingRecord>;

  constructor(
    store: DocumentStore,
    private readonly now: () => Date,
  ) {
    this.pending = store.collection<PendingRecord>(OAUTH_STATES_COLLECTION);
  }

  /** Keeps an authorization until its callback; prunes the expired ones. */
  async keep(input: {
    state: string;
    teamId: string;
    serverId: string;
    codeVerifier: string;
    discovery: OAuthDiscoveryState | null;
    expiresAt: Date;
  }): Promise<void> {
    const now = this.now().toISOString();
    await this.pending.deleteMany(ALL_TEAMS, { expires_at: { $lt: now } });
    await this.pending.insert({
      id: stateId(input.state),
      team_id: input.teamId,
      created_at: now,
      updated_at: now,
      mcp_server_id: input.serverId,
      code_verifier: input.codeVerifier,
      discovery: input.discovery,
      expires_at: input.expiresAt.toISOString(),
      used: false,
    });
  }

  /** The authorization `state` names, taken for good; null when unknown, used or expired. */
  take(state: string): Promise<PendingRecord | null> {
    return this.pending.updateOne(
      ALL_TEAMS,
      { id: stateId(state), used: false, expires_at: { $gt: this.now().toISOString() } },
      { $set: { used: true } },
    );
  }
}
