/**
 * "Exactly one process does this": a claim is the insert of a record whose id names the work
 * (a schedule's due time, an event's triggers). Both engines make an insert of an existing id fail
 * atomically, which a conditional update is not on every MongoDB-protocol server (FerretDB 1.x
 * reads, then writes), so of any number of processes exactly one gets each claim.
 */
import { ConflictError } from '@switchboard/kit/errors';
import type { BaseRecord, Collection, DocumentStore } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import {
  deleteInChunks,
  type ChunkOptions,
  type ExpiringRecords,
} from '@switchboard/store/delete-in-chunks';

/** How long a claim is kept: far longer than any process takes to re-read the work it names. */
export const CLAIM_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

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

  deleteExpired(nowIso: string, options?: ChunkOptions): Promise<number> {
    const expired = { expires_at: { $lte: nowIso } };
    return deleteInChunks(this.collection, expired, expired, options);
  }
}
