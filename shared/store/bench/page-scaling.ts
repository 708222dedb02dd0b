/**
 * How the store's hot paths scale with collection size: page 1 of a team's records newest first
 * (items + total, what `GET /v1/bots` does), a lookup by id and an insert, timed at 100 and at
 * 100,000 records of one team in the same run. Goal: page latency at 100,000 within 2x of 100.
 * Run: `pnpm --filter @switchboard/store bench` (after `pnpm build`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { newId } from '@switchboard/kit/ids';
import { createLogger } from '@switchboard/kit/logger';
import { openStore } from '../src/open-store.js';
import { teamScope, type BaseRecord, type Collection } from '../src/port.js';

interface Bot extends BaseRecord {
  name: string;
  description: string;
  status: string;
  settings: { context_window: number; fallback_message: string };
}

const SIZES = [100, 100_000];
const SAMPLES = 2_000;
const TEAM = 'team_bench';
const NEWEST_FIRST = [
  ['created_at', -1],
  ['id', -1],
] as const;

function bot(teamId: string, i: number): Bot {
  return {
    id: newId('bot'),
    team_id: teamId,
    created_at: new Date(Date.UTC(2026, 0, 1) + i).toISOString(),
    name: `Support bot ${i}`,
    description: 'Answers customer questions about orders, shipping and returns.',
    status: i % 10 === 0 ? 'inactive' : 'active',
    settings: { context_window: 20, fallback_message: 'Sorry, please try again later.' },
  };
}

async function timeMs(samples: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
}

async function measure(size: number): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-bench-'));
  const store = await openStore({
    dataDir,
    logger: createLogger({ name: 'bench', level: 'warn' }),
  });
  try {
    const bots: Collection<Bot> = store.collection<Bot>({
      name: 'bots',
      // What a filtered list needs: the filter field after team_id, then the sort keys.
      indexes: [
        {
          fields: [
            ['team_id', 1],
            ['status', 1],
            ['created_at', 1],
            ['id', 1],
          ],
        },
      ],
    });
    const ids: string[] = [];
    for (let i = 0; i < size; i += 1) ids.push((await bots.insert(bot(TEAM, i))).id);
    // Another team's records, so scoping has something to skip.
    for (let i = 0; i < 1_000; i += 1) await bots.insert(bot('team_other', i));
    const scope = teamScope(TEAM);
    const page = await timeMs(SAMPLES, () =>
      bots.findPage(scope, {}, { sort: NEWEST_FIRST, page: 1, perPage: 20 }),
    );
    const filtered = await timeMs(SAMPLES, () =>
      bots.findPage(scope, { status: 'inactive' }, { sort: NEWEST_FIRST, page: 1, perPage: 20 }),
    );
    // The same total counted by walking the team's index entries instead of the per-team count
    // the triggers maintain: what every unfiltered list would cost without them.
    const scanCount = await timeMs(SAMPLES / 10, () =>
      bots.count(scope, { created_at: { $exists: true } }),
    );
    const byId = await timeMs(SAMPLES, (i) => bots.findById(scope, ids[i % ids.length] as string));
    const insert = await timeMs(SAMPLES, (i) => bots.insert(bot(TEAM, size + i)));
    return {
      page_p50: quantile(page, 0.5),
      page_p99: quantile(page, 0.99),
      filtered_page_p50: quantile(filtered, 0.5),
      count_by_index_scan_p50: quantile(scanCount, 0.5),
      by_id_p50: quantile(byId, 0.5),
      insert_p50: quantile(insert, 0.5),
    };
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Record<number, Record<string, number>> = {};
for (const size of SIZES) results[size] = await measure(size);
const small = results[SIZES[0] as number] as Record<string, number>;
const large = results[SIZES[1] as number] as Record<string, number>;
const rows = Object.keys(small).map((metric) => ({
  metric: `${metric} (ms)`,
  [`${SIZES[0]} records`]: Number(small[metric]?.toFixed(4)),
  [`${SIZES[1]} records`]: Number(large[metric]?.toFixed(4)),
  ratio: Number(((large[metric] ?? NaN) / (small[metric] ?? NaN)).toFixed(2)),
}));
console.table(rows);
console.log(JSON.stringify({ benchmark: 'store-page-scaling', engine: 'sqlite', rows }));
