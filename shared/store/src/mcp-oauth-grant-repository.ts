/**
 * The one module that opens the tool servers' OAuth grants (`mcp_oauth_grants`): what the api and
 * the runner store of each connection, its tokens and client secret encrypted, and the refresh
 * lock that lets one process at a time refresh.
 */
import { ConflictError } from '@switchboard/kit/errors';
import type {
  GrantChanges,
  McpOAuthGrantRecord,
  McpOAuthGrantStore,
} from '@switchboard/kit/mcp/oauth/grant';
import { MCP_OAUTH_GRANTS_COLLECTION } from './collections.js';
import { teamScope, type Collection, type DocumentStore, type Update } from './port.js';

type Grant = McpOAuthGrantRecord;

/** A grant that has never been connected. */
function blankGrant(teamId: string, serverId: string, now: string): Grant {
  return {
    id: serverId,
    team_id: teamId,
    created_at: now,
    updated_at: now,
    status: 'needs_authorization',
    error: null,
    discovery: null,
    client_info: null,
    access_token: null,
    refresh_token: null,
    token_issuer: null,
    token_type: null,
    expires_at: null,
    scopes: [],
    step_up_scopes: [],
    lock_until_ms: 0,
    lock_owner: null,
  };
}

export class McpOAuthGrantRepository implements McpOAuthGrantStore {
  private readonly grants: Collection<Grant>;

  constructor(
    store: DocumentStore,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.grants = store.collection<Grant>(MCP_OAUTH_GRANTS_COLLECTION);
  }

  find(teamId: string, serverId: string): Promise<Grant | null> {
    return this.grants.findById(teamScope(teamId), serverId);
  }

  /** The grants of `serverIds` (those that have one), by server id. */
  async findMany(teamId: string, serverIds: readonly string[]): Promise<Map<string, Grant>> {
    if (serverIds.length === 0) return new Map();
    const found = await this.grants.find(teamScope(teamId), { id: { $in: [...serverIds] } });
    return new Map(found.map((grant) => [grant.id, grant]));
  }

  async save(teamId: string, serverId: string, changes: GrantChanges): Promise<Grant> {
    for (;;) {
      const updated = await this.grants.updateOne(teamScope(teamId), { id: serverId }, {
        $set: changes,
      } as Update<Grant>);
      if (updated) return updated;
      try {
        const now = this.clock().toISOString();
        return await this.grants.insert({ ...blankGrant(teamId, serverId, now), ...changes });
      } catch (error) {
        // Made by a concurrent save since the update missed: update that one.
        if (!(error instanceof ConflictError)) throw error;
      }
    }
  }

  async tryLock(
    teamId: string,
    serverId: string,
    owner: string,
    nowMs: number,
    untilMs: number,
  ): Promise<Grant | null> {
    await this.ensure(teamId, serverId);
    return this.grants.updateOne(
      teamScope(teamId),
      { id: serverId, lock_until_ms: { $lt: nowMs } },
      { $set: { lock_until_ms: untilMs, lock_owner: owner } },
    );
  }

  unlock(
    teamId: string,
    serverId: string,
    owner: string,
    changes: GrantChanges,
  ): Promise<Grant | null> {
    return this.grants.updateOne(teamScope(teamId), { id: serverId, lock_owner: owner }, {
      $set: { ...changes, lock_until_ms: 0, lock_owner: null },
    } as Update<Grant>);
  }

  async markNeedsAuthorization(
    teamId: string,
    serverId: string,
    reason: string,
    stepUpScopes: string[],
  ): Promise<boolean> {
    await this.ensure(teamId, serverId);
    const set = {
      status: 'needs_authorization',
      error: reason,
      access_token: null,
      refresh_token: null,
      expires_at: null,
      step_up_scopes: stepUpScopes,
    } as const;
    const changed = await this.grants.updateOne(
      teamScope(teamId),
      { id: serverId, status: { $ne: 'needs_authorization' } },
      { $set: set },
    );
    if (changed) return true;
    // Already so: keep the newest reason and scopes, without announcing it again.
    await this.grants.updateOne(teamScope(teamId), { id: serverId }, { $set: set });
    return false;
  }

  async delete(teamId: string, serverId: string): Promise<void> {
    await this.grants.deleteMany(teamScope(teamId), { id: serverId });
  }

  private async ensure(teamId: string, serverId: string): Promise<void> {
    if (await this.grants.findById(teamScope(teamId), serverId)) return;
    try {
      await this.grants.insert(blankGrant(teamId, serverId, this.clock().toISOString()));
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
}
