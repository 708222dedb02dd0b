/**
 * `pnpm bench:catalog`: latency (p50/p99) and throughput of search-models and recommend-model in
 * process, over MCP Streamable HTTP (/mcp, both protocol eras) and over the custom protocol
 * (/call). search-models over /mcp is measured against the MCP SDK's own minimal v2 server
 * answering the same tool and request (sdk-minimal-server.ts), with the CPU each server process
 * spends per call; the other rows against bare fuse.js doing the same fuse.js calls a search makes
 * (BASELINE below); plus FastFuse (src/catalog/fast-fuse) against plain fuse.js, and the server's
 * resident memory. Each row's baseline runs interleaved with it, in the same run. In process means
 * the built `dist`; every server runs as its own process and answers every kind of request it is
 * measured on before any row is measured, so no row pays for compiling code.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fuse from 'fuse.js';
import { loadCatalog } from '../dist/catalog/catalog.js';
import { FastFuse } from '../dist/catalog/fast-fuse/fast-fuse.js';
import { FUSE_KEYS, FUSE_OPTIONS } from '../dist/catalog/search-index.js';
import { MAX_CORRECTIONS, VOCABULARY_FUSE_OPTIONS, tokenize } from '../dist/catalog/word-index.js';
import { DEFAULT_DATA_FILE, REPO_ROOT } from '../dist/config.js';
import { recommendModelTool } from '../dist/tools/recommend-model.js';
import { searchModelsTool } from '../dist/tools/search-models.js';
import {
  CALL_HEADERS,
  cpuMicros,
  MCP_HEADERS,
  mcpBody,
  modernMcpBody,
  modernMcpHeaders,
  postOk,
  rssMb,
  startBareExpress,
  startFlags,
  startSdkMinimal,
  startServer,
  throughput,
  type StartedServer,
} from './catalog-server.js';
import { measureAgainst, round, type Measurement } from './stats.js';

const QUERIES = [
  'claud sonet',
  'gpt4o',
  'lama 3',
  'gemini flash',
  'mistral',
  'deepseek v4',
  'qwen coder',
  'sonnet',
  'openai/gpt-4o-mini',
  'grok',
  // Typos in id, description and capability words, corrected through the vocabulary.
  'reasning',
  'deepsek-chat',
  'antropic opus',
  'multimodl',
];
const USE_CASES = [
  'coding',
  'cheap chat',
  'analyse screenshots',
  'long documents',
  'agents with tools',
  'translate podcasts',
];
const LIMIT = 20;
const IN_PROCESS_ITERATIONS = 2000;
const HTTP_ITERATIONS = 1000;
/**
 * Requests of each HTTP kind a server answers before any row is measured. A row's own warm-up
 * (200 rounds) is not enough for the first row of a tool: its code is still being compiled on the
 * server, and that row measured 0.3-0.5 ms slower than the next one whichever protocol came first.
 */
const SERVER_WARM_UP_REQUESTS = 1000;
const BASELINE =
  'bare fuse.js doing exactly the fuse.js calls search-models makes for the same query: the ' +
  'name+provider token search (same options, limit 20) plus one vocabulary search (limit ' +
  `${MAX_CORRECTIONS}) per query word the search corrects, with no prefix tables, ranking or formatting`;

const BARE_EXPRESS =
  'reference: bare Express POST (express.json in, a search-models answer out), HTTP';

const SDK_MINIMAL = "the MCP SDK's minimal v2 server, same tool and request";
const FAST_FUSE_ROW = "fast-fuse: the search's fuse.js calls on FastFuse";

type Row = Measurement & {
  /** What the row's ratios compare with (BASELINE unless named). */
  baseline?: string;
  concurrent_ops_per_s?: number;
  server_cpu_us?: number;
  /** CPU the baseline server spent per call, for rows measured against another server. */
  baseline_server_cpu_us?: number;
};

const query = (i: number) => QUERIES[i % QUERIES.length] ?? 'gpt';
const useCase = (i: number) => USE_CASES[i % USE_CASES.length] ?? 'coding';
async function main(): Promise<void> {
  const catalog = await loadCatalog(DEFAULT_DATA_FILE);
  const models = catalog.models;
  const nameFuse = new Fuse(models, FUSE_OPTIONS, Fuse.createIndex(FUSE_KEYS, models));
  const vocabulary = catalog.index.words.vocabulary;
  const vocabularyFuse = new Fuse(
    vocabulary,
    VOCABULARY_FUSE_OPTIONS,
    Fuse.createIndex([], vocabulary),
  );
  // Which words each query sends to the vocabulary fuse.js search, worked out before timing.
  const corrected = QUERIES.map((q) =>
    catalog.index.words.correctedWords(tokenize(q.trim().toLowerCase())),
  );
  const deps = { catalog };
  const rows: Row[] = [];
  const bareFuse = (i: number) => {
    const found = nameFuse.search(query(i), { limit: LIMIT }).length;
    let words = 0;
    for (const word of corrected[i % QUERIES.length] ?? [])
      words += vocabularyFuse.search(word, { limit: MAX_CORRECTIONS }).length;
    return found + words;
  };
  const add = async (name: string, op: (i: number) => unknown, iterations: number) => {
    const row: Row = await measureAgainst(name, op, bareFuse, iterations);
    rows.push(row);
    return row;
  };
  await add(
    "bare fuse.js, the search's calls (baseline against itself)",
    bareFuse,
    IN_PROCESS_ITERATIONS,
  );
  // The faster copy of fuse.js the catalog runs (src/catalog/fast-fuse): the same calls, the same
  // answers (its property tests), on FastFuse instead of fuse.js.
  const fastName = new FastFuse(models, FUSE_OPTIONS, Fuse.createIndex(FUSE_KEYS, models));
  const fastVocabulary = new FastFuse(
    vocabulary,
    VOCABULARY_FUSE_OPTIONS,
    Fuse.createIndex([], vocabulary),
  );
  await add(
    FAST_FUSE_ROW,
    (i) => {
      const found = fastName.search(query(i), { limit: LIMIT }).length;
      let words = 0;
      for (const word of corrected[i % QUERIES.length] ?? [])
        words += fastVocabulary.search(word, { limit: MAX_CORRECTIONS }).length;
      return found + words;
    },
    IN_PROCESS_ITERATIONS,
  );
  // References: the name search alone, and fuse.js over all four fields the issue names.
  await add(
    'reference: bare fuse.js, name+provider only',
    (i) => nameFuse.search(query(i), { limit: LIMIT }),
    IN_PROCESS_ITERATIONS,
  );
  const allFieldsKeys = [
    ...FUSE_KEYS,
    { name: 'id', weight: 2 },
    { name: 'description', weight: 1 },
  ];
  const allFieldsFuse = new Fuse(
    models,
    { ...FUSE_OPTIONS, keys: allFieldsKeys },
    Fuse.createIndex(allFieldsKeys, models),
  );
  await add(
    'reference: bare fuse.js over name, id, provider and description',
    (i) => allFieldsFuse.search(query(i), { limit: LIMIT }),
    IN_PROCESS_ITERATIONS,
  );
  await add(
    'search-models, in process',
    (i) => searchModelsTool.run({ query: query(i), limit: LIMIT }, deps),
    IN_PROCESS_ITERATIONS,
  );
  await add(
    'recommend-model, in process',
    (i) =>
      recommendModelTool.run(
        {
          use_case: useCase(i),
          require_tools: true,
          require_vision: false,
          require_audio: false,
          limit: 5,
        },
        deps,
      ),
    IN_PROCESS_ITERATIONS,
  );

  const searchArgs = (i: number) => ({ query: query(i), limit: LIMIT });
  const recommendArgs = (i: number) => ({ use_case: useCase(i), limit: 5 });
  /** A measured HTTP request kind: row name, URL, headers and body of request `i`. */
  type HttpCase = [string, string, Record<string, string>, (i: number) => string];
  /** search-models over /mcp in each protocol era, as ours and the SDK's minimal server get it. */
  const mcpSearchCases = (url: string): HttpCase[] => [
    [
      'search-models, HTTP /mcp, 2026-07-28',
      `${url}/mcp`,
      modernMcpHeaders('search-models'),
      (i) => modernMcpBody('search-models', searchArgs(i)),
    ],
    [
      'search-models, HTTP /mcp, 2025-11-25 (stateless)',
      `${url}/mcp`,
      MCP_HEADERS,
      (i) => mcpBody('search-models', searchArgs(i)),
    ],
  ];
  const httpCases = (url: string): HttpCase[] => [
    ...mcpSearchCases(url),
    [
      'search-models, HTTP /call',
      `${url}/call/search-models`,
      CALL_HEADERS,
      (i) => JSON.stringify({ parameters: searchArgs(i) }),
    ],
    [
      'recommend-model, HTTP /mcp, 2026-07-28',
      `${url}/mcp`,
      modernMcpHeaders('recommend-model'),
      (i) => modernMcpBody('recommend-model', recommendArgs(i)),
    ],
    [
      'recommend-model, HTTP /call',
      `${url}/call/recommend-model`,
      CALL_HEADERS,
      (i) => JSON.stringify({ parameters: recommendArgs(i) }),
    ],
  ];

  /** A row over HTTP, with the CPU the server process spent per request. */
  const addHttp = async (name: string, pid: number, request: (i: number) => Promise<unknown>) => {
    let requests = 0;
    const before = await cpuMicros(pid);
    const row = await add(
      name,
      (i) => {
        requests += 1;
        return request(i);
      },
      HTTP_ITERATIONS,
    );
    row.server_cpu_us = round(((await cpuMicros(pid)) - before) / requests, 0);
    return row;
  };

  /** A row over HTTP against the same request to the SDK's minimal server, interleaved. */
  const addAgainstSdk = async (ours: StartedServer, sdk: StartedServer, kind: HttpCase) => {
    const [name, , headers, body] = kind;
    const counted = { ours: 0, sdk: 0 };
    const before = { ours: await cpuMicros(ours.pid), sdk: await cpuMicros(sdk.pid) };
    const row: Row = await measureAgainst(
      name,
      (i) => {
        counted.ours += 1;
        return postOk(`${ours.url}/mcp`, headers, body(i));
      },
      (i) => {
        counted.sdk += 1;
        return postOk(`${sdk.url}/mcp`, headers, body(i));
      },
      HTTP_ITERATIONS,
    );
    row.baseline = SDK_MINIMAL;
    row.server_cpu_us = round(((await cpuMicros(ours.pid)) - before.ours) / counted.ours, 0);
    row.baseline_server_cpu_us = round(((await cpuMicros(sdk.pid)) - before.sdk) / counted.sdk, 0);
    rows.push(row);
    return row;
  };

  /** Sends each case's requests in turn, so every row measures a server past its compiling. */
  const warmUp = async (cases: HttpCase[]) => {
    for (let i = 0; i < SERVER_WARM_UP_REQUESTS; i += 1) {
      for (const [, url, headers, body] of cases) await postOk(url, headers, body(i));
    }
  };

  const flags = await startFlags();
  const server = await startServer(flags);
  const sdk = await startSdkMinimal(flags);
  let memory: { rss: number; peak: number };
  let answer = '';
  try {
    const cases = httpCases(server.url);
    await warmUp(cases);
    await warmUp(mcpSearchCases(sdk.url));
    for (const kind of mcpSearchCases(server.url)) {
      const row = await addAgainstSdk(server, sdk, kind);
      row.concurrent_ops_per_s = await throughput(kind[1], kind[2], kind[3](0));
    }
    for (const [name, url, headers, body] of cases.slice(mcpSearchCases('').length)) {
      const row = await addHttp(name, server.pid, (i) => postOk(url, headers, body(i)));
      row.concurrent_ops_per_s = await throughput(url, headers, body(0));
    }
    memory = await rssMb(server.pid);
    // A 2026-07-28 answer is one JSON body (a 2025-era one is an SSE event).
    answer = await postOk(
      `${server.url}/mcp`,
      modernMcpHeaders('search-models'),
      modernMcpBody('search-models', searchArgs(0)),
    );
  } finally {
    await server.stop();
    await sdk.stop();
  }
  // The floor: bare Express taking a JSON POST and answering with a search-models answer.
  const bare = await startBareExpress(flags, answer);
  try {
    const url = `${bare.url}/mcp`;
    const body = (i: number) => mcpBody('search-models', searchArgs(i));
    await warmUp([[BARE_EXPRESS, url, MCP_HEADERS, body]]);
    const row = await addHttp(BARE_EXPRESS, bare.pid, (i) => postOk(url, MCP_HEADERS, body(i)));
    row.concurrent_ops_per_s = await throughput(url, MCP_HEADERS, body(0));
  } finally {
    await bare.stop();
  }
  // The same concurrent load on a server started without flags (plain `node dist/main.js`).
  const plain = await startServer([]);
  let plainMemory: { rss: number; peak: number };
  try {
    for (const [, url, headers, body] of httpCases(plain.url))
      await throughput(url, headers, body(0));
    plainMemory = await rssMb(plain.pid);
  } finally {
    await plain.stop();
  }
  report(rows, flags, memory, plainMemory);
}

function report(
  rows: Row[],
  flags: string[],
  memory: { rss: number; peak: number },
  plainMemory: { rss: number; peak: number },
): void {
  const row = (name: string) => rows.find((r) => r.name === name);
  const searchInProcess = row('search-models, in process');
  const againstSdk = rows.filter((r) => r.baseline === SDK_MINIMAL);
  const bareExpressCpu = row(BARE_EXPRESS)?.server_cpu_us ?? Number.NaN;
  const goals = {
    in_process_search_at_most_1_0x_of_fuse: (searchInProcess?.ratio_p50 ?? Infinity) <= 1,
    search_mcp_p50_within_1_5x_of_sdk_minimal_server:
      againstSdk.length > 0 && againstSdk.every((r) => r.ratio_p50 <= 1.5),
    server_rss_under_150_mb: memory.peak < 150,
  };
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const http = (r: Row) => r.server_cpu_us !== undefined;
  const serverCpu = (r: Row) =>
    r.baseline_server_cpu_us === undefined
      ? `${r.server_cpu_us}`
      : `${r.server_cpu_us} (SDK minimal: ${r.baseline_server_cpu_us})`;
  const lines = [
    '| operation | p50 ms | p99 ms | ops/s (1 caller) | ops/s (10 connections) | CPU µs per op (HTTP: server) | baseline | baseline p50 ms, same window | p50 / baseline | CPU / baseline | server CPU / bare Express |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.p50_ms} | ${r.p99_ms} | ${r.ops_per_s} | ${r.concurrent_ops_per_s ?? '-'} | ` +
        `${http(r) ? serverCpu(r) : r.cpu_us} | ${r.baseline ?? 'bare fuse.js'} | ${r.baseline_p50_ms} | ${r.ratio_p50}x | ` +
        `${http(r) ? '-' : `${r.ratio_cpu}x`} | ${http(r) ? `${round((r.server_cpu_us ?? 0) / bareExpressCpu, 2)}x` : '-'} |`,
    ),
    '',
    `Baseline (unless the row names another): ${BASELINE}. Each row's baseline runs interleaved with it, in the same window. ` +
      `Queries: ${QUERIES.map((q) => `"${q}"`).join(', ')}. CPU is user + system time: of this ` +
      'process per operation in process, of the server process per request over HTTP.',
    `Server RSS after the run (started like \`pnpm start\`, ${flags.join(' ')}): ${memory.rss} MB, peak ${memory.peak} MB. ` +
      `Plain \`node dist/main.js\` after the same concurrent load: ${plainMemory.rss} MB, peak ${plainMemory.peak} MB.`,
    `Goals: in-process search p50 <= 1.0x bare fuse.js: ${met(goals.in_process_search_at_most_1_0x_of_fuse)}; ` +
      `search-models over /mcp p50 <= 1.5x the SDK's minimal server, both eras: ${met(goals.search_mcp_p50_within_1_5x_of_sdk_minimal_server)}; ` +
      `server peak RSS < 150 MB: ${met(goals.server_rss_under_150_mb)}.`,
  ];
  const json = {
    benchmark: 'catalog',
    node: process.version,
    baseline: `${BASELINE}; interleaved with each operation`,
    rows,
    server_flags: flags,
    server_rss_mb: memory.rss,
    server_peak_rss_mb: memory.peak,
    plain_server_rss_mb: plainMemory.rss,
    plain_server_peak_rss_mb: plainMemory.peak,
    goals,
  };
  console.log(lines.join('\n'));
  console.log(JSON.stringify(json));
  void persist(json);
}

async function persist(json: unknown): Promise<void> {
  const dir = path.join(REPO_ROOT, 'bench-results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'catalog.json'), `${JSON.stringify(json, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
