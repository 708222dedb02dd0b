/**
 * Tests that prove exactness under concurrency (exactly N admitted, each job claimed once) need a
 * server whose single-document updates are atomic. FerretDB 1.x runs findAndModify and update
 * operators as read-modify-write, so there they are skipped, each with one printed line saying
 * why; they run on SQLite and on real MongoDB. The jest global setup (scripts/jest/global-setup.js)
 * asks the server's buildInfo and records the answer in SWITCHBOARD_MONGO_SERVER.
 */
import { it } from '@jest/globals';

const REASON =
  'FerretDB runs findAndModify/update as read-modify-write, so concurrent updates of one document are not atomic there; this runs on SQLite and real MongoDB';

/** Why exactness tests of `engine` cannot run here, or undefined when they can. */
export function exactnessSkipReason(
  engine: 'sqlite' | 'mongodb' = currentEngine(),
): string | undefined {
  if (engine !== 'mongodb') return undefined;
  return process.env.SWITCHBOARD_MONGO_SERVER === 'ferretdb' ? REASON : undefined;
}

/** The engine a test app opens: MongoDB when MONGODB_URI is set. */
export function currentEngine(): 'sqlite' | 'mongodb' {
  return process.env.MONGODB_URI ? 'mongodb' : 'sqlite';
}

/** `it` for a test that proves exactness under concurrency; skipped (with a line saying why) on FerretDB. */
export function itExact(
  name: string,
  engine: 'sqlite' | 'mongodb',
  body: () => Promise<unknown>,
  timeout?: number,
): void {
  const reason = exactnessSkipReason(engine);
  if (reason === undefined) {
    it(name, body, timeout);
    return;
  }
  process.stderr.write(`skipped on FerretDB: "${name}": ${reason}\n`);
  it.skip(`${name} (skipped on FerretDB: not atomic there)`, body, timeout);
}

/**
 * `it` for a test that proves a `writeTogether` batch is all or nothing; skipped (with a line
 * saying why) on MongoDB, where the port runs a batch's steps one after another.
 */
export function itAllOrNothing(name: string, body: () => Promise<unknown>): void {
  if (currentEngine() === 'sqlite') {
    it(name, body);
    return;
  }
  process.stderr.write(
    `skipped on MongoDB: "${name}": a writeTogether batch is one transaction only on SQLite (FerretDB has no transactions)\n`,
  );
  it.skip(`${name} (skipped on MongoDB: batches are not transactions there)`, body);
}
