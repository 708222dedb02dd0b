import type { Database, Transaction } from 'better-sqlite3';
import { ConflictError, RecordTooLargeError } from '@switchboard/kit/errors';
import { filterTerms } from '../filter.js';
import type {
  BaseRecord,
  ClaimOptions,
  Collection,
  CollectionSpec,
  Filter,
  FindOptions,
  Page,
  PageOptions,
  Scope,
  Sort,
  Update,
  WriteStep,
} from '../port.js';
import { claimOne } from '../claim.js';
import { assertFindWindow, assertInsertable, pageWindow, scopedTeamId } from '../record.js';
import { requiredFields, type RequiredField } from '../required-fields.js';
import { applyUpdate, assertValidUpdate } from '../update.js';
import { TEAM_COUNTS_TABLE, uniqueIndexFields } from './schema.js';
import { compileOrder, compileWhere } from './sql.js';
import type { GroupCommit } from './group-commit.js';
import type { StatementCache } from './statement-cache.js';

/** The most a record may hold, as MongoDB's document limit: records move between engines. */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

function assertStorable(json: string, table: string): void {
  // Bytes are counted only when the characters alone could reach the limit (4 bytes each at most).
  if (json.length * 4 <= MAX_RECORD_BYTES || Buffer.byteLength(json) <= MAX_RECORD_BYTES) return;
  throw new RecordTooLargeError(
    `A ${table} record is larger than the store keeps (16 MB per record).`,
  );
}

/**
 * One collection on SQLite. better-sqlite3 is synchronous: reads finish before returning (methods
 * are async only to honour the port); writes are queued to the store's group commit and resolve
 * once committed. Any error becomes a rejection.
 */
export class SqliteCollection<T extends BaseRecord> implements Collection<T> {
  private readonly table: string;
  private readonly uniqueFields: Map<string, string[]>;
  private readonly required: readonly RequiredField[];
  /** The fixed SQL of the hot statements, built once rather than per call. */
  private readonly sql: { insert: string; byId: string; byIdInTeam: string; rewrite: string };
  /**
   * One read transaction: a page's items and total come from the same snapshot. Built once, since
   * wrapping a function with `db.transaction()` costs more than running it.
   */
  private readonly readPage: (scope: Scope, filter: Filter, options: FindOptions) => Page<T>;
  /** The write transactions of updateOne and updateMany, built once for the same reason. */
  private readonly updateFirst: Transaction<
    (scope: Scope, filter: Filter, update: Update, sort: Sort | undefined) => T | null
  >;
  private readonly updateAll: Transaction<(scope: Scope, filter: Filter, update: Update) => number>;

  constructor(
    db: Database,
    private readonly statements: StatementCache,
    spec: CollectionSpec,
    private readonly now: () => Date,
    /** Every write goes through the store's group commit. */
    private readonly writes: GroupCommit,
  ) {
    this.table = spec.name;
    this.uniqueFields = uniqueIndexFields(spec);
    this.required = requiredFields(spec.indexes ?? []);
    this.sql = {
      insert: `INSERT INTO "${this.table}" (id, team_id, created_at, doc) VALUES (?, ?, ?, ?)`,
      byId: `SELECT doc FROM "${this.table}" WHERE id = ?`,
      byIdInTeam: `SELECT doc FROM "${this.table}" WHERE id = ? AND team_id = ?`,
      rewrite: `UPDATE "${this.table}" SET doc = ? WHERE id = ?`,
    };
    this.readPage = db.transaction((scope: Scope, filter: Filter, options: FindOptions) => ({
      items: this.select(scope, filter, options),
      total: this.countSync(scope, filter),
    }));
    this.updateFirst = db.transaction((scope, filter, update, sort) =>
      this.updateFirstIn(scope, filter, update, sort),
    );
    this.updateAll = db.transaction((scope, filter, update) => {
      const matches = this.selectJson(scope, filter, {});
      for (const json of matches) this.rewrite(json, update);
      return matches.length;
    });
  }

  async insert(record: T): Promise<T> {
    return this.writes.run(this.prepareInsert(record));
  }

  async findById(scope: Scope, id: string): Promise<T | null> {
    const teamId = scopedTeamId(scope);
    const json =
      teamId === undefined
        ? this.statements.get(this.sql.byId).get(id)
        : this.statements.get(this.sql.byIdInTeam).get(id, teamId);
    return json === undefined ? null : (JSON.parse(json as string) as T);
  }

  async findOne(scope: Scope, filter: Filter, options?: { sort?: Sort }): Promise<T | null> {
    const [record] = this.select(scope, filter, { sort: options?.sort, limit: 1 });
    return record ?? null;
  }

  async find(scope: Scope, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertFindWindow(options);
    return this.select(scope, filter, options);
  }

  async count(scope: Scope, filter: Filter): Promise<number> {
    return this.countSync(scope, filter);
  }

  async findPage(scope: Scope, filter: Filter, options: PageOptions): Promise<Page<T>> {
    return this.readPage(scope, filter, pageWindow(options));
  }

  async updateOne(
    scope: Scope,
    filter: Filter,
    update: Update,
    options?: { sort?: Sort },
  ): Promise<T | null> {
    assertValidUpdate(update, this.required);
    // IMMEDIATE takes the database's write lock before reading, so the record chosen here cannot
    // be chosen by another connection (in this or another process) until this one commits: this is
    // what makes updateOne with a sort a safe queue claim. (Inside a group's transaction, which
    // holds that lock already, it is a savepoint.)
    return this.writes.run(() => {
      try {
        return this.updateFirst.immediate(scope, filter, update, options?.sort);
      } catch (error) {
        throw this.conflictOr(error);
      }
    });
  }

  claimOne(scope: Scope, filter: Filter, update: Update, options: ClaimOptions): Promise<T | null> {
    return claimOne(this, scope, filter, update, options);
  }

  async updateMany(scope: Scope, filter: Filter, update: Update): Promise<number> {
    assertValidUpdate(update, this.required);
    return this.writes.run(() => {
      try {
        return this.updateAll.immediate(scope, filter, update);
      } catch (error) {
        throw this.conflictOr(error);
      }
    });
  }

  /** True when this collection writes through `writes` (is one of that store's collections). */
  writesThrough(writes: GroupCommit): boolean {
    return this.writes === writes;
  }

  /**
   * A `writeTogether` step's write, checked now as `insert` and `updateOne` check theirs; the store
   * runs it later inside its write transaction.
   */
  prepareStep(step: WriteStep): () => T | null {
    switch (step.kind) {
      case 'insert':
        return this.prepareInsert(step.record as T);
      case 'update':
        return this.prepareUpdate(step.scope, step.filter, step.update);
      case 'upsert': {
        const update = this.prepareUpdate(step.scope, step.filter, step.update);
        const insert = this.prepareInsert(step.record as T);
        return () => update() ?? insert();
      }
    }
  }

  private prepareInsert(record: T): () => T {
    assertInsertable(record, this.required);
    const json = JSON.stringify(record);
    assertStorable(json, this.table);
    return () => {
      try {
        this.statements
          .get(this.sql.insert)
          .run(record.id, record.team_id, record.created_at, json);
      } catch (error) {
        throw this.conflictOr(error);
      }
      return JSON.parse(json) as T;
    };
  }

  private prepareUpdate(scope: Scope, filter: Filter, update: Update): () => T | null {
    assertValidUpdate(update, this.required);
    return () => {
      try {
        return this.updateFirstIn(scope, filter, update, undefined);
      } catch (error) {
        throw this.conflictOr(error);
      }
    };
  }

  /** Updates the first match (by `sort`) inside a write transaction the caller holds. */
  private updateFirstIn(
    scope: Scope,
    filter: Filter,
    update: Update,
    sort: Sort | undefined,
  ): T | null {
    const [json] = this.selectJson(scope, filter, { sort, limit: 1 });
    return json === undefined ? null : this.rewrite(json, update);
  }

  async deleteMany(scope: Scope, filter: Filter): Promise<number> {
    const where = compileWhere(scopedTeamId(scope), filterTerms(filter));
    const sql = `DELETE FROM "${this.table}" ${where.sql}`;
    return this.writes.run(() => this.statements.get(sql).run(...where.params).changes);
  }

  private rewrite(json: string, update: Update): T {
    const record = JSON.parse(json) as T;
    applyUpdate(record as unknown as Record<string, unknown>, update, this.now().toISOString());
    const next = JSON.stringify(record);
    assertStorable(next, this.table);
    this.statements.get(this.sql.rewrite).run(next, record.id);
    return JSON.parse(next) as T;
  }

  private select(scope: Scope, filter: Filter, options: FindOptions): T[] {
    return this.selectJson(scope, filter, options).map((json) => JSON.parse(json) as T);
  }

  private selectJson(scope: Scope, filter: Filter, options: FindOptions): string[] {
    const where = compileWhere(scopedTeamId(scope), filterTerms(filter));
    const params = [...where.params];
    let sql = `SELECT doc FROM "${this.table}" ${where.sql} ${compileOrder(options.sort)}`;
    if (Number.isSafeInteger(options.limit) && (options.limit as number) >= 0) {
      // A literal LIMIT: SQLite plans it faster than a bound one, and it is on every authenticated
      // request (the key lookup) and every list. Limits are few distinct values (1, page sizes),
      // so the extra statements stay few; the offset, which varies, stays a parameter.
      sql += ` LIMIT ${options.limit as number}`;
      if (options.offset !== undefined) {
        sql += ' OFFSET ?';
        params.push(options.offset);
      }
    } else if (options.limit !== undefined || options.offset !== undefined) {
      // SQLite needs a LIMIT before an OFFSET; -1 means none.
      sql += ' LIMIT ? OFFSET ?';
      params.push(options.limit ?? -1, options.offset ?? 0);
    }
    return this.statements.get(sql).all(...params) as string[];
  }

  private countSync(scope: Scope, filter: Filter): number {
    const teamId = scopedTeamId(scope);
    const terms = filterTerms(filter);
    if (terms.length === 0) {
      const count =
        teamId === undefined
          ? this.statements
              .get(`SELECT COALESCE(SUM(n), 0) FROM ${TEAM_COUNTS_TABLE} WHERE tbl = ?`)
              .get(this.table)
          : this.statements
              .get(`SELECT n FROM ${TEAM_COUNTS_TABLE} WHERE tbl = ? AND team_id = ?`)
              .get(this.table, teamId);
      return (count as number | undefined) ?? 0;
    }
    const where = compileWhere(teamId, terms);
    const sql = `SELECT COUNT(*) FROM "${this.table}" ${where.sql}`;
    return this.statements.get(sql).get(...where.params) as number;
  }

  /** Maps a unique-constraint failure to ConflictError naming the fields; rethrows anything else. */
  private conflictOr(error: unknown): unknown {
    const code = (error as { code?: unknown }).code;
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      return error;
    }
    const message = (error as Error).message;
    const indexMatch = /index '([^']+)'/.exec(message);
    const columnsMatch = /failed: (.+)$/.exec(message);
    const fields = indexMatch
      ? (this.uniqueFields.get(indexMatch[1] as string) ?? [])
      : (columnsMatch?.[1]?.split(', ').map((column) => column.replace(/^[^.]*\./, '')) ?? []);
    return new ConflictError(
      `A ${this.table} record with the same ${fields.join(', ') || 'unique value'} already exists.`,
      { collection: this.table, fields },
    );
  }
}
