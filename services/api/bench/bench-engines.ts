/**
 * The store engines `pnpm bench:api` runs on, and the table that puts their figures side by side.
 */
import { benchEngineWanted, benchMongo } from '@switchboard/store/testing/bench-mongo';
import { TEST_SECRETS_KEY } from '@switchboard/store/testing/test-store';

const MONGO_LARGE_BOTS = Number(process.env.BENCH_MONGO_LARGE_BOTS ?? 10_000);

/** The figures of one scenario the side-by-side table shows. */
interface Row {
  scenario: string;
  reqPerSec: number;
  p50: number;
  cpuUs: number;
}

/** A store engine the benchmark runs on, and what its server process is given. */
export interface Engine {
  label: string;
  /** Environment of the server process on top of ours (MONGODB_URI, empty for SQLite). */
  env: Record<string, string>;
  largeBots: number;
  /** Whether the goals apply (not on FerretDB, whose absolute speed is not a goal). */
  goals: boolean;
  close?: () => Promise<void>;
}

/**
 * SQLite, then MongoDB when a server is there (MONGODB_URI, or a throwaway FerretDB), as
 * BENCH_ENGINES asks, with the large team's size for each: MongoDB seeds one insert at a time,
 * slow on FerretDB.
 */
export async function engines(largeBots: number): Promise<Engine[]> {
  const sqlite = benchEngineWanted('sqlite')
    ? [{ label: 'SQLite', env: { MONGODB_URI: '' }, largeBots, goals: true }]
    : [];
  const mongo = await benchMongo('api');
  if ('skipped' in mongo) {
    process.stderr.write(`MongoDB run skipped: ${mongo.skipped}\n`);
    return sqlite;
  }
  return [
    ...sqlite,
    {
      label: mongo.server,
      env: { MONGODB_URI: mongo.uri, SECRETS_KEY: TEST_SECRETS_KEY },
      largeBots: MONGO_LARGE_BOTS,
      goals: !mongo.server.startsWith('FerretDB'),
      close: mongo.close,
    },
  ];
}

/** Each engine's req/s, p50 and server CPU per request, scenario by scenario. */
export function sideBySide(runs: Array<{ engine: Engine; rows: Row[] }>): string[] {
  const heads = runs.map(({ engine }) => `${engine.label} req/s | p50 ms | CPU µs/req`);
  return [
    `| scenario | ${heads.join(' | ')} |`,
    `|---|${runs.map(() => '---:|---:|---:').join('|')}|`,
    ...runs[0]!.rows.map((row, i) => {
      const cells = runs.map(({ rows }) => {
        const other = rows[i]!;
        return `${other.reqPerSec} | ${other.p50} | ${other.cpuUs}`;
      });
      const large = `(${runs[0]!.engine.largeBots} bots)`;
      const scenario = row.scenario.replace(
        large,
        `(large team: ${runs.map((r) => r.engine.largeBots).join(' / ')} bots)`,
      );
      return `| ${scenario} | ${cells.join(' | ')} |`;
    }),
  ];
}
