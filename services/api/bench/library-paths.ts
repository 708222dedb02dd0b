/**
 * `pnpm bench:api`'s library-path table: the API with its own route dispatch and access logger
 * (src/http/fast/) against the same API with Express's router, with pino-http, and with both, in
 * the same server process and the same run, as the CPU per request of each over ours.
 *
 * Rounds interleave every path within each scenario, starting at a different path each round,
 * and every ratio is taken within a round, so load from elsewhere falls on ours and the library
 * alike. A second, identical copy of ours measures the machine's noise: a library's gain is
 * "outside noise" only when its ratio in every round lies beyond the copy's in every round.
 *
 * Env: BENCH_LIBRARY_ROUNDS (default 6; 0 skips the table), BENCH_LIBRARY_DURATION_S (default 2).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { LibraryPath } from './library-paths-server.js';
import { median, sample, type Sample } from './sampling.js';

const ROUNDS = Number(process.env.BENCH_LIBRARY_ROUNDS ?? 6);
const DURATION_S = Number(process.env.BENCH_LIBRARY_DURATION_S ?? 2);

export interface LibraryPathTargets {
  libraryPaths: LibraryPath[];
  controlUrl: string;
  small: { key: string; botId: string };
  writer: { key: string };
}

interface Scenario {
  name: string;
  /** The request, against a path's base URL. */
  options: (baseUrl: string) => autocannon.Options;
}

/** How the table names a path, and whether it is ours or the noise copy of ours. */
function pathName(path: LibraryPath, index: number): string {
  if (path.dispatch === 'ours' && path.log === 'ours') return index === 0 ? 'ours' : 'ours (copy)';
  const swapped = [
    path.dispatch === 'express' ? "Express's router" : undefined,
    path.log === 'pino-http' ? 'pino-http' : undefined,
  ];
  return swapped.filter(Boolean).join(' + ');
}

/** Runs the rounds and prints the table (markdown) and its JSON; ratios are to `ours`. */
export async function compareLibraryPaths(targets: LibraryPathTargets): Promise<void> {
  if (ROUNDS <= 0) return;
  const auth = (key: string) => ({ authorization: `Bearer ${key}` });
  const scenarios: Scenario[] = [
    // The request path alone: no authentication, no store.
    { name: 'GET /health', options: (url) => ({ url: `${url}/health` }) },
    {
      name: 'GET /v1/bots/{id}',
      options: (url) => ({
        url: `${url}/v1/bots/${targets.small.botId}`,
        headers: auth(targets.small.key),
      }),
    },
    {
      name: 'POST /v1/bots',
      options: (url) => ({
        url: `${url}/v1/bots`,
        method: 'POST',
        headers: { ...auth(targets.writer.key), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'bench bot', description: 'created by the benchmark' }),
      }),
    },
  ];
  const paths = targets.libraryPaths.map((path, i) => ({ ...path, name: pathName(path, i) }));
  const loadBefore = loadavg();
  for (const scenario of scenarios) {
    for (const path of paths) await autocannon({ ...scenario.options(path.url), duration: 1 });
  }
  // taken[scenario][path][round]
  const taken = scenarios.map(() => paths.map((): Sample[] => []));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [s, scenario] of scenarios.entries()) {
      for (let k = 0; k < paths.length; k += 1) {
        const p = (k + round) % paths.length;
        const options = { ...scenario.options(paths[p]!.url), duration: DURATION_S };
        taken[s]![p]!.push(await sample(options, targets.controlUrl));
      }
    }
  }
  const loadAfter = loadavg();
  const rows = scenarios.flatMap((scenario, s) => {
    const ours = taken[s]![0]!;
    return paths.map((path, p) => {
      const samples = taken[s]![p]!;
      const ratios = samples.map((one, round) => one.cpuUs / ours[round]!.cpuUs);
      const cpu = samples.map((one) => one.cpuUs);
      return {
        scenario: scenario.name,
        path: path.name,
        cpuUs: Math.round(median(cpu)),
        cpuRange: [Math.round(Math.min(...cpu)), Math.round(Math.max(...cpu))],
        reqPerSec: Math.round(median(samples.map((one) => one.result.requests.average))),
        cpuRatio: median(ratios),
        cpuRatioRange: [Math.min(...ratios), Math.max(...ratios)],
        non2xx: samples.reduce((sum, one) => sum + one.result.non2xx + one.result.errors, 0),
      };
    });
  });
  const noise = new Map(
    rows.filter((row) => row.path === 'ours (copy)').map((row) => [row.scenario, row]),
  );
  const verdict = (row: (typeof rows)[number]): string => {
    const copy = noise.get(row.scenario);
    if (row.path === 'ours' || row.path === 'ours (copy)' || !copy) return '';
    const [low] = row.cpuRatioRange;
    return low! > copy.cpuRatioRange[1]! ? 'outside noise' : 'within noise';
  };
  const ratio = (value: number) => `${value.toFixed(2)}x`;
  const fixed = (values: number[]) => values.map((v) => v.toFixed(2)).join('-');
  const lines = [
    '',
    '## Library paths (what src/http/fast/ replaces)',
    `${ROUNDS} rounds of ${DURATION_S}s samples per path, interleaved; load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(' ')} after`,
    "CPU vs ours = this path's server CPU per request / ours in the same round (above 1: the library costs more); the copy of ours shows the noise",
    '',
    '| scenario | path | server CPU µs/req (median, range) | req/s | CPU vs ours: median (range over rounds) | gain | non-2xx |',
    '|---|---|---:|---:|---:|---|---:|',
    ...rows.map(
      (row) =>
        `| ${row.scenario} | ${row.path} | ${row.cpuUs} (${row.cpuRange.join('-')}) | ${row.reqPerSec} | ${ratio(row.cpuRatio)} (${fixed(row.cpuRatioRange)}) | ${verdict(row)} | ${row.non2xx} |`,
    ),
  ];
  process.stdout.write(
    `${lines.join('\n')}\n\n${JSON.stringify({ libraryPaths: rows, loadBefore, loadAfter })}\n`,
  );
}
