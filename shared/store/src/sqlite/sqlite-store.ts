import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StoreError } from '@switchboard/kit/errors';
import type { Logger } from '@switchboard/kit/logger';
import { assertBlobStoreName, type BlobStore } from '../blobs.js';
import { DiskBlobStore } from '../disk-blob-store.js';
import {
  endsBatch,
  type BaseRecord,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type WriteStep,
} from '../port.js';
import { Checkpointer } from './checkpointer.js';
import { GroupCommit } from './group-commit.js';
import {
  COUNTERS_TABLE,
  VERSIONS_TABLE,
  createCollection,
  createInternalTables,
} from './schema.js';
import { SqliteCollection } from './sqlite-collection.js';
import { StatementCache } from './statement-cache.js';

/** The database file's name inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'switchboard.db';
/**
 * How long a connection waits for another (in this or another process) to release the write lock
 * before failing with SQLITE_BUSY. Write transactions here last microseconds, so this only matters
 * under heavy contention or a checkpoint.
 */
const BUSY_TIMEOUT_MS = 5_000;
/**
 * The store's own connection checkpoints only when the WAL reaches this many pages (~40 MB): a
 * backstop for when the checkpoint worker falls behind or failed. Normally the worker keeps the
 * WAL far below it (see checkpointer.ts).
 */
const BACKSTOP_CHECKPOINT_PAGES = 10_000;
/** After a checkpoint, a WAL file larger than this is truncated back to it. */
const WAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;
/** Expired counters are deleted at most this often (rate-limit windows leave one row each). */
const COUNTER_CLEANUP_INTERVAL_MS = 60_000;
/**
 * One statement, so it is atomic against every other connection: a new key starts at 1, a live
 * one counts up keeping its expiry, an expired one starts over with the new expiry. Built once:
 * it runs on every rate-limited request.
 */
const INCREMENT_COUNTER_SQL = `
  INSERT INTO ${COUNTERS_TABLE} (key, value, expires_at) VALUES (@key, 1, @expiresAt)
  ON CONFLICT (key) DO UPDATE SET
    value = CASE WHEN expires_at <= @now THEN 1 ELSE value + 1 END,
    expires_at = CASE WHEN expires_at <= @now THEN excluded.expires_at ELSE expires_at END
  RETURNING value`;

export interface SqliteStoreOptions {
  dataDir: string;
  logger: Logger;
  clock: () => Date;
}

/** Opens (creating) `<dataDir>/switchboard.db` in WAL mode. */
export function openSqliteStore(options: SqliteStoreOptions): DocumentStore {
  createDataDir(options.dataDir);
  const file = path.join(options.dataDir, SQLITE_FILE_NAME);
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  configureConnection(db);
  createInternalTables(db);
  options.logger.info({ engine: 'sqlite', file }, 'store opened');
  return new SqliteStore(
    db,
    options.dataDir,
    options.clock,
    new Checkpointer(db, BUSY_TIMEOUT_MS, options.logger),
  );
}

/** The settings of the store's own connection (the checkpoint worker's needs none of them). */
export function configureConnection(db: Database.Database): void {
  // WAL lets readers run beside the single writer, also across processes on one machine.
  db.pragma('journal_mode = WAL');
  // synchronous=NORMAL in WAL mode: a commit is appended to the WAL file with write() before the
  // call returns, so once a write is acknowledged it sits in the operating system's page cache and
  // survives the process being killed (kill -9, a crash, OOM). What NORMAL does not promise is
  // surviving a power cut or kernel panic in the last moments before a checkpoint; that would take
  // synchronous=FULL, an fsync on every commit, which multiplies the cost of each write (and so
  // every API request that writes) by the disk's sync latency. The requirement is "an acknowledged
  // write survives kill -9 of the process", which NORMAL meets at no cost per write.
  db.pragma('synchronous = NORMAL');
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  // A savepoint (each writeTogether batch and updateOne inside a group's transaction) and a
  // statement with triggers keep the original of every page they change a second time in a
  // sub-journal, a temp file by default: created, written page by page and deleted per
  // transaction. In memory instead, a relayed message at 50 conversations makes ~19 write calls
  // instead of ~60 (WAL frames only); the sub-journal lives only until the transaction ends. A
  // sort too large for the page cache is kept in memory too; the store's reads are bounded pages.
  db.pragma('temp_store = MEMORY');
}

/**
 * Creates DATA_DIR and any missing parents, one level at a time. Node 20's
 * `mkdirSync(dir, { recursive: true })` never returns for some impossible paths (under /proc, for
 * one), which would leave the service spinning at start-up instead of stopping with a message.
 */
function createDataDir(dataDir: string): void {
  const missing: string[] = [];
  for (let dir = path.resolve(dataDir); !existsSync(dir); dir = path.dirname(dir)) {
    missing.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      // Another process starting beside this one made it first.
      if (code === 'EEXIST') continue;
      throw new Error(`DATA_DIR '${dataDir}' cannot be created (${code} at ${dir}).`, {
        cause: error,
      });
    }
  }
}

type PreparedStep = { step: WriteStep; write: () => BaseRecord | null };

class SqliteStore implements DocumentStore {
  private readonly statements: StatementCache;
  private readonly writes: GroupCommit;
  /** One savepoint (inside the group's transaction) or transaction for a writeTogether batch. */
  private readonly together: Database.Transaction<
    (steps: readonly PreparedStep[]) => Array<BaseRecord | null>
  >;
  private lastCounterCleanupMs = 0;
  /** The `cached` collections opened (the ones `changeToken` can answer for). */
  private readonly versioned = new Set<string>();
  /**
   * The cached collections' versions as last read, with `PRAGMA data_version` then (which moves
   * when another connection commits); undefined after this process's own commits.
   */
  private versions: { dataVersion: number; byName: Map<string, number> } | undefined;

  constructor(
    private readonly db: Database.Database,
    private readonly dataDir: string,
    private readonly clock: () => Date,
    private readonly checkpointer: Checkpointer,
  ) {
    this.statements = new StatementCache(db);
    this.writes = new GroupCommit(db, (writes) => {
      // This process's commit may have moved versions read before it.
      this.versions = undefined;
      checkpointer.noteWrites(writes);
    });
    this.together = db.transaction((steps: readonly PreparedStep[]) => {
      const results: Array<BaseRecord | null> = [];
      for (const { step, write } of steps) {
        const result = write();
        results.push(result);
        if (endsBatch(step, result)) break;
      }
      return results;
    });
  }

  collection<T extends BaseRecord>(spec: CollectionSpec): Collection<T> {
    createCollection(this.db, spec);
    if (spec.cached) this.versioned.add(spec.name);
    return new SqliteCollection<T>(this.db, this.statements, spec, this.clock, this.writes);
  }

  blobs(name: string): BlobStore {
    assertBlobStoreName(name);
    return new DiskBlobStore(path.resolve(this.dataDir, name));
  }

  changeToken(collections: readonly string[]): string {
    const versions = this.versionsNow();
    return collections
      .map((name) => {
        if (!this.versioned.has(name)) {
          throw new TypeError(`Collection '${name}' was not opened \`cached\`: it has no version.`);
        }
        return versions.get(name) ?? 0;
      })
      .join(':');
  }

  /**
   * The cached collections' versions, read again only when another connection has committed since
   * (SQLite's `data_version`, a few microseconds to ask) or this process has.
   */
  private versionsNow(): Map<string, number> {
    const dataVersion = this.statements.get('PRAGMA data_version').get() as number;
    if (this.versions?.dataVersion !== dataVersion) {
      const rows = this.statements
        .get(`SELECT tbl, version FROM ${VERSIONS_TABLE}`)
        .raw()
        .all() as Array<[string, number]>;
      this.versions = { dataVersion, byName: new Map(rows) };
    }
    return this.versions.byName;
  }

  async incrementCounter(key: string, expiresAt: Date): Promise<number> {
    const nowMs = this.clock().getTime();
    const cleanUp = nowMs - this.lastCounterCleanupMs >= COUNTER_CLEANUP_INTERVAL_MS;
    if (cleanUp) this.lastCounterCleanupMs = nowMs;
    return this.writes.run(() => {
      if (cleanUp) {
        this.statements.get(`DELETE FROM ${COUNTERS_TABLE} WHERE expires_at <= ?`).run(nowMs);
      }
      return this.statements
        .get(INCREMENT_COUNTER_SQL)
        .get({ key, expiresAt: expiresAt.getTime(), now: nowMs }) as number;
    });
  }

  async writeTogether(steps: readonly WriteStep[]): Promise<Array<BaseRecord | null>> {
    const prepared = steps.map((step) => ({
      step,
      write: this.own(step.collection).prepareStep(step),
    }));
    // IMMEDIATE like every other write: inside the group's transaction it is a savepoint, which a
    // throwing step rolls back with the steps before it.
    return this.writes.run(() => this.together.immediate(prepared));
  }

  private own(collection: Collection<BaseRecord>): SqliteCollection<BaseRecord> {
    if (collection instanceof SqliteCollection && collection.writesThrough(this.writes)) {
      return collection as SqliteCollection<BaseRecord>;
    }
    throw new TypeError('writeTogether takes steps on collections of the same store.');
  }

  async scrub(): Promise<void> {
    // Outside any transaction: what is queued commits first. VACUUM writes the file anew without
    // its free pages; the TRUNCATE checkpoint then moves everything out of the WAL and empties it.
    this.writes.flush();
    this.db.exec('VACUUM');
    const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    if (result?.busy) {
      throw new StoreError(
        'The WAL could not be emptied: another process was reading; old values stay in it until the next checkpoint.',
      );
    }
  }

  async ping(): Promise<void> {
    // Throws once the connection is closed; otherwise the file answers, as every read would.
    this.statements.get('SELECT 1').get();
  }

  /** Tables and indexes are created as each collection is opened, so nothing is left to wait for. */
  async ready(): Promise<void> {}

  async close(): Promise<void> {
    // Writes already asked for are committed (and answered) before the connection goes.
    this.writes.flush();
    // The worker's connection first: closing the last connection checkpoints the whole WAL.
    await this.checkpointer.close();
    if (this.db.open) this.db.close();
  }
}
