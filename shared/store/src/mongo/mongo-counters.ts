/**
 * Rate-limit counters on MongoDB: one document per key with an atomic `$inc` upsert, so every
 * increment is a single-document operation. No TTL index and no pipeline update (FerretDB has
 * neither): an expired counter is treated as absent and deleted before its key starts over, and
 * the expired ones nobody touches again are pruned in the background about once a minute.
 */
import type { mongo } from 'mongoose';

const PRUNE_INTERVAL_MS = 60_000;
/** Concurrent upserts of a new key race to insert it; the loser retries and counts up instead. */
const ATTEMPTS = 5;
const DUPLICATE_KEY = 11000;

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
        const started = await this.counters.findOneAndUpdate(
          { _id: key },
          { $inc: { value: 1 }, $setOnInsert: { expires_at: expiresAt } },
          { upsert: true, returnDocument: 'after' },
        );
        if (started) return started.value;
      } catch (error) {
        if ((error as { code?: unknown }).code !== DUPLICATE_KEY || attempt >= ATTEMPTS) {
          throw error;
        }
      }
    }
  }

  private pruneNowAndThen(now: Date): void {
    if (now.getTime() - this.lastPruneMs < PRUNE_INTERVAL_MS) return;
    this.lastPruneMs = now.getTime();
    this.track(this.counters.deleteMany({ expires_at: { $lte: now } }));
  }
}
