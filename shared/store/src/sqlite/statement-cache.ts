import type { Database, Statement } from 'better-sqlite3';

/** Enough for every query shape a deployment uses; past it the cache starts over. */
const MAX_STATEMENTS = 500;

/**
 * Prepared statements by SQL text. Preparing costs more than running a typical point query, and the
 * compiled SQL of a filter depends only on its shape (values are parameters), so a handful of
 * statements serve every request. Statements that return rows are in pluck mode: every query
 * selects exactly one column (the JSON document, a count or a counter value).
 */
export class StatementCache {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Database) {}

  /** The prepared statement for `sql`, prepared on first use. */
  get(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
      statement = this.db.prepare(sql);
      if (statement.reader) statement.pluck();
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
