/**
 * The `idempotency_keys` collection and its owner. One record per team and Idempotency-Key, whose
 * id is a hash of both: claiming a key is a plain insert, which both store engines make atomic
 * (a second insert of the same id is a ConflictError), so two concurrent requests never both run.
 */
import { ConflictError } from '@switchboard/kit/errors';
import {
  teamScope,
  type BaseRecord,
  type Collection,
  type DocumentStore,
} from '@switchboard/store/port';
import type { Clock } from '../../clock.js';
import {
  idempotencyRecordId,
  openResponse,
  sealResponse,
  type StoredResponse,
} from './sealed-response.js';
import {
  deleteInChunks,
  type ChunkOptions,
  type ExpiringRecords,
} from '@switchboard/store/delete-in-chunks';

/** How long a key and its response are kept (Stripe: 24 hours). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * How long a request in progress holds its key. Longer than any request runs; it only matters
 * when a process died mid-request, and then a retry after it runs the request again.
 */
export const IDEMPOTENCY_LOCK_MS = 5 * 60 * 1000;

export interface IdempotencyRecord extends BaseRecord {
  fingerprint: string;
  /** When the request holding the key started (a key taken over keeps its `created_at`). */
  started_at: string;
  state: 'in_progress' | 'done';
  locked_until: string;
  expires_at: string;
  /** The sealed response (`sealResponse`), once the first request has ended. */
  response?: string;
}

export const IDEMPOTENCY_KEYS_COLLECTION = {
  name: 'idempotency_keys',
  indexes: [{ fields: [['expires_at', 1]] }],
} as const;

/** Who asks, with which key, for which request. */
export interface KeyClaim {
  teamId: string;
  key: string;
  fingerprint: string;
}

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'reused' }
  | { kind: 'in_progress' };

export class IdempotencyKeys implements ExpiringRecords {
  private readonly collection: Collection<IdempotencyRecord>;

  constructor(
    store: DocumentStore,
    private readonly clock: Clock,
  ) {
    this.collection = store.collection<IdempotencyRecord>(IDEMPOTENCY_KEYS_COLLECTION);
  }

  /**
   * Claims the key for this request, or says why not: the first response to replay, another
   * request's key (`reused`), or the first request still running. A key past its window or whose
   * holder died (lock passed) is taken over, guarded by what was read, so only one caller wins.
   */
  async claim(claim: KeyClaim): Promise<ClaimOutcome> {
    const id = idempotencyRecordId(claim.teamId, claim.key);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const fresh = this.freshFields(claim.fingerprint);
      try {
        await this.collection.insert({
          id,
          team_id: claim.teamId,
          created_at: fresh.started_at,
          ...fresh,
        });
        return { kind: 'claimed' };
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
      const existing = await this.collection.findById(teamScope(claim.teamId), id);
      if (!existing) continue; // pruned in between: insert again
      const now = fresh.started_at;
      const stale =
        existing.expires_at <= now ||
        (existing.state === 'in_progress' && existing.locked_until <= now);
      if (stale) {
        const taken = await this.collection.updateOne(
          teamScope(claim.teamId),
          { id, state: existing.state, locked_until: existing.locked_until },
          { $set: fresh, $unset: ['response'] },
        );
        if (taken) return { kind: 'claimed' };
        continue;
      }
      if (existing.fingerprint !== claim.fingerprint) return { kind: 'reused' };
      if (existing.state === 'in_progress' || existing.response === undefined) {
        return { kind: 'in_progress' };
      }
      const response = openResponse(existing.response, claim.teamId, claim.key);
      // Only a different key could fail to open it, and the id is the key's hash.
      if (!response) return { kind: 'reused' };
      return { kind: 'replay', response };
    }
    return { kind: 'in_progress' };
  }

  /** Stores the first request's final response for replays. */
  async complete(claim: KeyClaim, response: StoredResponse): Promise<void> {
    await this.collection.updateOne(
      teamScope(claim.teamId),
      { id: idempotencyRecordId(claim.teamId, claim.key), fingerprint: claim.fingerprint },
      {
        $set: { state: 'done', response: sealResponse(response, claim.teamId, claim.key) },
      },
    );
  }

  /** Frees the key after a response that must not be replayed (5xx, 429): a retry runs again. */
  async release(claim: KeyClaim): Promise<void> {
    await this.collection.deleteMany(teamScope(claim.teamId), {
      id: idempotencyRecordId(claim.teamId, claim.key),
      fingerprint: claim.fingerprint,
      state: 'in_progress',
    });
  }

  deleteExpired(nowIso: string, options?: ChunkOptions): Promise<number> {
    const expired = { expires_at: { $lte: nowIso } };
    return deleteInChunks(this.collection, expired, expired, options);
  }

  private freshFields(fingerprint: string) {
    const now = this.clock.now().getTime();
    return {
      fingerprint,
      state: 'in_progress' as const,
      started_at: new Date(now).toISOString(),
      locked_until: new Date(now + IDEMPOTENCY_LOCK_MS).toISOString(),
      expires_at: new Date(now + IDEMPOTENCY_WINDOW_MS).toISOString(),
    };
  }
}
