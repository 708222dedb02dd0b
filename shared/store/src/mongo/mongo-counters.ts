/**
 * Rate-limit counters on MongoDB: one document per key, counted up by an atomic `$inc` of the
 * live document and started by a plain insert, so every step is a single-document operation. No
 * upsert: two upserts racing to create one `_id` are settled differently by each server (MongoDB
 * retries the loser or answers it 11000; some compatible servers report both as the creator, so
 * one value would be handed out twice), while two inserts of one `_id` always leave exactly one winner and a
 * duplicate-key error for the other, who then counts up. No TTL index and no pipeline update
 * (FerretDB has neither): an expired counter is treated as absent and deleted before its key
 * starts over, and the expired ones nobody touches again are pruned in the background about once
 * a minute.
 */
import type { mongo } from 'mongoose';
import { duplicateKeyOf } from './mongo-errors.js';

const PRUNE_INTERVAL_MS = 60_000;
/** Starts lost to another writer's start of the same key in a row before giving up. */
const ATTEMPTS = 5;

interface CounterDoc {
  _id: string;
  value: number;
  expires_at: Date;
}

export class MongoCounters {
  private lastPruneMs = 0;

  constructor(
    private readonly counters: mongo.Collection<CounterDoc>,
    private readonly clock: () => Date,
    /** Runs a background write so close() can wait for it. */
    private readonly track: (work: Promise<unknown>) => void,
  ) {}

  async increment(key: string, expiresAt: Date): Promise<number> {
    const now = this.clock();
    this.pruneNowAndThen(now);
    for (let attempt = 1; ; attempt += 1) {
      const live = await this.counters.findOneAndUpdate(
        { _id: key, expires_at: { $gt: now } },
        { $inc: { value: 1 } },
        { returnDocument: 'after' },
      );
      if (live) return live.value;
      // Absent or expired: an expired one goes first (a live one, just started by another
      // process, does not match), then the key starts over at 1.
      await this.counters.deleteOne({ _id: key, expires_at: { $lte: now } });
      try {
        await this.counters.insertOne({ _id: key, value: 1, expires_at: expiresAt });
        return 1;
      } catch (error) {
        // Another writer started the key first: count up theirs.
        if (!duplicateKeyOf(error) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  private pruneNowAndThen(now: Date): void {
    if (now.getTime() - this.lastPruneMs < PRUNE_INTERVAL_MS) return;
    this.lastPruneMs = now.getTime();
    this.track(this.counters.deleteMany({ expires_at: { $lte: now } }));
  }
}
