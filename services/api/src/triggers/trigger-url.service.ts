import { hash, randomBytes } from 'node:crypto';
import type { TriggerUrl } from '@switchboard/contracts/trigger-url';
import { AppError, ConflictError, NotFoundError } from '@switchboard/kit/errors';
import { ID_PREFIXES } from '@switchboard/kit/ids';
import {
  ALL_TEAMS,
  type BaseRecord,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type Scope,
} from '@switchboard/store/port';
import type { AuthContext } from '../auth/auth-context.js';
import type { Clock } from '../clock.js';

const TOKEN_PREFIX = 'sbt_';
const TOKEN_BYTES = 32;
/** `sbt_` + 32 random bytes in base64url. */
const TOKEN_FORMAT = /^sbt_[A-Za-z0-9_-]{43}$/;

/** One loop's trigger URL: only the token's hash is kept. */
export interface TriggerUrlRecord extends BaseRecord {
  agent_loop_id: string;
  token_hash: string;
  /** When the current token was issued (the record outlives rotations). */
  issued_at: string;
}

export const TRIGGER_URLS_COLLECTION: CollectionSpec = {
  name: 'trigger_urls',
  indexes: [{ fields: [['token_hash', 1]], unique: true }],
};

export interface TriggerUrlServiceDeps {
  store: DocumentStore;
  clock: Clock;
  /** `PUBLIC_BASE_URL`: how callers reach this API. */
  publicBaseUrl: string;
  loops: { get(scope: Scope, id: string): Promise<unknown> };
}

/**
 * Trigger URLs of agent loops, one per loop: issuing (or rotating) one, revoking it, and finding
 * the loop a presented token belongs to. The token is 256 random bits, so a plain sha256 is a safe
 * way to store it (as API keys are).
 */
export class TriggerUrlService {
  private readonly urls: Collection<TriggerUrlRecord>;

  constructor(private readonly deps: TriggerUrlServiceDeps) {
    this.urls = deps.store.collection<TriggerUrlRecord>(TRIGGER_URLS_COLLECTION);
  }

  /** A new secret URL for the loop, replacing any earlier one (which stops working at once). */
  async issue(auth: Pick<AuthContext, 'teamId' | 'scope'>, loopId: string): Promise<TriggerUrl> {
    await this.deps.loops.get(auth.scope, loopId);
    const token = TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
    const issuedAt = this.deps.clock.now().toISOString();
    const fields = { agent_loop_id: loopId, token_hash: hashToken(token), issued_at: issuedAt };
    // One record per loop, its id derived from the loop's: a second issue replaces the first.
    const id = `${ID_PREFIXES.triggerUrl}_${loopId.slice(loopId.indexOf('_') + 1)}`;
    const replaced = await this.urls.updateOne(auth.scope, { id }, { $set: fields });
    if (!replaced) {
      try {
        await this.urls.insert({ id, team_id: auth.teamId, created_at: issuedAt, ...fields });
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        // Issued concurrently: the later write wins, as two rotations in a row would.
        await this.urls.updateOne(auth.scope, { id }, { $set: fields });
      }
    }
    const url = `${this.deps.publicBaseUrl.replace(/\/+$/, '')}/v1/triggers/${token}`;
    return { url, created_at: issuedAt };
  }

  /** Revokes the loop's trigger URL; 404 `trigger_url` when it has none. */
  async revoke(scope: Scope, loopId: string): Promise<void> {
    await this.deps.loops.get(scope, loopId);
    const deleted = await this.urls.deleteMany(scope, { agent_loop_id: loopId });
    if (deleted === 0) throw new NotFoundError('trigger_url', loopId);
  }

  /** Deletes a loop's trigger URL (with the loop). */
  async deleteForLoop(scope: Scope, loopId: string): Promise<void> {
    await this.urls.deleteMany(scope, { agent_loop_id: loopId });
  }

  /** The trigger a token opens; 404 for an unknown, revoked or malformed one. */
  async resolve(token: string): Promise<TriggerUrlRecord> {
    const found = TOKEN_FORMAT.test(token)
      ? await this.urls.findOne(ALL_TEAMS, { token_hash: hashToken(token) })
      : null;
    if (!found) {
      throw new AppError({
        code: 'RESOURCE_NOT_FOUND',
        message: 'No trigger URL with this token: it is unknown or was revoked or replaced.',
        details: { resource_type: 'trigger_url' },
      });
    }
    return found;
  }
}

function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
