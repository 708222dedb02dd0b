/**
 * For benchmarks that report both engines: a MongoDB database to run on, when a server is there.
 * MONGODB_URI names the server; without it a throwaway FerretDB is started for the run with
 * `scripts/mongo-test-server.sh run` (built once, needs Go). Each run gets a database of its own,
 * dropped by close(). BENCH_ENGINES (default `sqlite,mongodb`) picks the engines. Not used by the
 * services.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface BenchMongo {
  /** URI of this run's own database. */
  uri: string;
  /** What answered, e.g. `MongoDB 7.0.14` or `FerretDB 1.24.2`. */
  server: string;
  /** Drops the database and stops a server started for the run. */
  close(): Promise<void>;
}

const SERVER_SCRIPT = fileURLToPath(
  new URL('../../../../scripts/mongo-test-server.sh', import.meta.url),
);
// Runs under `mongo-test-server.sh run`: prints the URI, then holds the server until its stdin ends.
const HOLD =
  'console.log(process.env.MONGODB_URI); process.stdin.resume().on("end", () => process.exit(0))';

/** Whether BENCH_ENGINES asks for the engine (both when unset). */
export function benchEngineWanted(engine: 'sqlite' | 'mongodb'): boolean {
  return (process.env.BENCH_ENGINES ?? 'sqlite,mongodb').split(',').includes(engine);
}

/** A database for the benchmark `name`, or why there is none (printed beside the SQLite figures). */
export async function benchMongo(name: string): Promise<BenchMongo | { skipped: string }> {
  if (!benchEngineWanted('mongodb')) return { skipped: 'BENCH_ENGINES leaves it out' };
  let base = process.env.MONGODB_URI;
  let holder: ChildProcess | undefined;
  if (!base) {
    const started = await startThrowawayServer();
    if ('skipped' in started) return started;
    ({ base, holder } = started);
  }
  const url = new URL(base);
  const prefix = url.pathname.replace(/^\//, '') || 'switchboard';
  url.pathname = `/${prefix}_bench_${name}_${randomBytes(4).toString('hex')}`;
  const uri = url.toString();
  const { default: mongoose } = await import('mongoose');
  const connection = await mongoose.createConnection(uri).asPromise();
  const info = (await connection.db!.admin().command({ buildInfo: 1 })) as {
    version: string;
    ferretdbVersion?: string;
  };
  const server = info.ferretdbVersion
    ? `FerretDB ${info.ferretdbVersion}`
    : `MongoDB ${info.version}`;
  return {
    uri,
    server,
    async close() {
      try {
        await connection.dropDatabase();
      } finally {
        await connection.close();
        if (holder) {
          holder.stdin!.end();
          await once(holder, 'exit');
        }
      }
    },
  };
}

async function startThrowawayServer(): Promise<
  { base: string; holder: ChildProcess } | { skipped: string }
> {
  const holder = spawn('bash', [SERVER_SCRIPT, 'run', process.execPath, '-e', HOLD], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  holder.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  const lines = createInterface({ input: holder.stdout! });
  const exited = once(holder, 'exit').then(() => undefined);
  const line = await Promise.race([once(lines, 'line').then(([first]) => first as string), exited]);
  if (line?.startsWith('mongodb://')) return { base: line, holder };
  const why = stderr.join('').trim().split('\n').at(-1) ?? 'it exited';
  return { skipped: `no MONGODB_URI, and no throwaway FerretDB (${why})` };
}
