/**
 * What timing store operations for /metrics costs: the CPU of a read by id and of an insert on
 * SQLite, plain and through `storeLatency` (prom-client's histogram), interleaved in rounds in the
 * same process, reported as the difference per operation and as a ratio.
 * Run: `pnpm --filter @switchboard/store bench:latency` (after `pnpm build`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newId } from '@switchboard/kit/ids';
import { createLogger } from '@switchboard/kit/logger';
import { createPrometheusMetrics } from '@switchboard/kit/metrics/prometheus';
import { storeLatency } from '../src/observed-store.js';
import { openStore } from '../src/open-store.js';
import { teamScope, type BaseRecord, type Collection, type DocumentStore } from '../src/port.js';

const OPERATIONS = Number(process.env.BENCH_OPERATIONS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SCOPE = teamScope('team_bench');

interface Item extends BaseRecord {
  name: string;
}

/** CPU microseconds per call of `op`, over OPERATIONS calls. */
async function cpuUsPerOp(op: (i: number) => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < OPERATIONS; i += 1) await op(i);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / OPERATIONS;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const logger = createLogger({ name: 'store-latency-bench', level: 'silent' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-latency-bench-'));
  const store = await openStore({ dataDir, logger });
  const timed = storeLatency(store, createPrometheusMetrics({ logger, processMetrics: false }));
  const spec = { name: 'bench_items' };
  const open = (s: DocumentStore) => s.collection<Item>(spec);
  const collections: Record<'plain' | 'timed', Collection<Item>> = {
    plain: open(store),
    timed: open(timed),
  };
  const seeded = await collections.plain.insert({
    id: newId('bot'),
    team_id: 'team_bench',
    created_at: new Date().toISOString(),
    name: 'seed',
  });
  const samples: Record<string, number[]> = {};
  const record = (name: string, value: number) => (samples[name] ??= []).push(value);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['plain', 'timed'] as const) : (['timed', 'plain'] as const);
    for (const kind of order) {
      const items = collections[kind];
      record(`findById ${kind}`, await cpuUsPerOp(() => items.findById(SCOPE, seeded.id)));
      record(
        `insert ${kind}`,
        await cpuUsPerOp(() =>
          items.insert({
            id: newId('bot'),
            team_id: 'team_bench',
            created_at: new Date().toISOString(),
            name: 'item',
          }),
        ),
      );
    }
  }
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
  const lines = [
    `store latency timing, SQLite, ${OPERATIONS} operations x ${ROUNDS} interleaved rounds (median)`,
    '',
    '| operation | plain µs CPU/op | timed µs CPU/op | added µs | timed / plain |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const op of ['findById', 'insert']) {
    const plain = median(samples[`${op} plain`]!);
    const timedUs = median(samples[`${op} timed`]!);
    lines.push(
      `| ${op} | ${plain.toFixed(2)} | ${timedUs.toFixed(2)} | ${(timedUs - plain).toFixed(2)} | ${(timedUs / plain).toFixed(3)} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

void main();
