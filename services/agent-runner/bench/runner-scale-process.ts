/**
 * One runner process of runner-scale.ts: the real runner pieces (bench-runner.ts) over the store
 * in BENCH_DATA_DIR (or MONGODB_URI's), the fake model at MODEL_URL, RUNNER_CONCURRENCY runs at
 * once. Prints `{ ready: true }`, then obeys lines on stdin: `go` starts the runner; `stop` stops
 * it and prints the store operations (by `collection operation`) and CPU ms used since `go`.
 */
import { createInterface } from 'node:readline';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createLogger } from '@switchboard/kit/logger';
import { observeStore } from '@switchboard/store/observed-store';
import { openStore } from '@switchboard/store/open-store';
import { benchRunner } from './bench-runner.js';

const logger = createLogger({ name: 'runner-scale', level: 'silent' });
const opened = await openStore({
  dataDir: process.env.BENCH_DATA_DIR!,
  mongodbUri: process.env.MONGODB_URI || undefined,
  secretsKey: process.env.SECRETS_KEY || undefined,
  logger,
});
let operations = new Map<string, number>();
const store = observeStore(opened, (collection, operation) => {
  const key = `${collection} ${operation}`;
  operations.set(key, (operations.get(key) ?? 0) + 1);
});
const http = createHttpClient({ allowPrivateNetwork: true, logger });
const bench = benchRunner({
  store,
  http,
  modelUrl: process.env.MODEL_URL!,
  logger,
  owner: `bench-${process.pid}`,
});
const concurrency = Number(process.env.RUNNER_CONCURRENCY ?? 20);
let runner = bench.runnerWith(concurrency);
let cpuAtGo = process.cpuUsage();

const say = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);
createInterface({ input: process.stdin }).on('line', (command) => {
  if (command === 'go') {
    operations = new Map();
    cpuAtGo = process.cpuUsage();
    runner.start();
  } else if (command === 'stop') {
    void runner.stop().then(() => {
      const cpu = process.cpuUsage(cpuAtGo);
      say({ operations: Object.fromEntries(operations), cpuMs: (cpu.user + cpu.system) / 1000 });
      runner = bench.runnerWith(concurrency);
    });
  }
});
process.on('SIGTERM', () => {
  http.close();
  void opened.close().finally(() => process.exit(0));
});
say({ ready: true });
