/**
 * "Exactly one process does this": a claim is the insert of a record whose id names the work
 * (a schedule's due time, an event's triggers). Both engines make an insert of an existing id fail
 * atomically, which a conditional update is not on every MongoDB-protocol server (FerretDB 1.x
 * reads, then writes), so of any number of processes exactly one gets each claim.
 */
import { ConflictError } from '@switchboard/kit/errors';
import {
  teamScope,
  type BaseRecord,
  type Collection,
  type DocumentStore,
} from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import {
  deleteInChunks,
  type ChunkOptions,
  type ExpiringRecords,
} from '@switchboard/store/delete-in-chunks';

/** How long a claim is kept: far longer than any process takes to re-read the work it names. */
export const CLAIM_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;
/** How many times work abandoned by a stopped process is taken over before it is given up. */
const MAX_TAKEOVERS = 3;

export interface ClaimRecord extends BaseRecord {
  expires_at: string;
}

export const CLAIMS_COLLECTION = {
  name: 'once_claims',
  indexes: [{ fields: [['expires_at', 1]] }],
} as const;

export class OnceClaims implements ExpiringRecords {
  private readonly collection: Collection<ClaimRecord>;

  constructor(
    store: DocumentStore,
    private readonly clock: Clock,
  ) {
    this.collection = store.collection<ClaimRecord>(CLAIMS_COLLECTION);
  }

  /** True for the one caller that claims `key` first; false for every other. */
  async claim(teamId: string, key: string): Promise<boolean> {
    const now = this.clock.now();
    try {
      await this.collection.insert({
        id: key,
        team_id: teamId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CLAIM_RETENTION_MS).toISOString(),
      });
      return true;
    } catch (error) {
      if (error instanceof ConflictError) return false;
      throw error;
    }
  }

  /**
   * As `claim`, and also true for the one caller that takes `key` over once its latest claim is
   * older than `staleAfterMs`: the process holding it stopped before finishing the work (each
   * takeover is a claim of its own, `key#2`, `key#3`..., so takeovers are exactly-once too).
   * False while the latest claim is fresh, since its holder may still be at work.
   */
  async claimOrTakeOver(teamId: string, key: string, staleAfterMs: number): Promise<boolean> {
    for (let attempt = 1; attempt <= 1 + MAX_TAKEOVERS; attempt += 1) {
      const id = attempt === 1 ? key : `${key}#${attempt}`;
      if (await this.claim(teamId, id)) return true;
      const held = await this.collection.findOne(teamScope(teamId), { id });
      const age = held ? this.clock.now().getTime() - Date.parse(held.created_at) : 0;
      if (age < staleAfterMs) return false;
    }
    return false;
  }

  deleteExpired(nowIso: string, options?: ChunkOptions): Promise<number> {
    const expired = { expires_at: { $lte: nowIso } };
    return deleteInChunks(this.collection, expired, expired, options);
  }
}
