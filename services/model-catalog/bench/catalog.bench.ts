/**
 * `pnpm bench:catalog`: latency (p50/p99) and throughput of search-models and recommend-model in
 * process, over MCP Streamable HTTP (/mcp) and over the custom protocol (/call), each as a ratio
 * to bare fuse.js doing the same fuse.js calls a search makes (BASELINE below) in the same run;
 * plus the server's resident memory. The HTTP server runs as its own process (node dist/main.js).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fuse from 'fuse.js';
import { loadCatalog } from '../src/catalog/catalog.js';
import { FUSE_KEYS, FUSE_OPTIONS } from '../src/catalog/search-index.js';
import { MAX_CORRECTIONS, VOCABULARY_FUSE_OPTIONS, tokenize } from '../src/catalog/word-index.js';
import { DEFAULT_DATA_FILE, REPO_ROOT } from '../src/config.js';
import { recommendModelTool } from '../src/tools/recommend-model.js';
import { searchModelsTool } from '../src/tools/search-models.js';
import {
  CALL_HEADERS,
  MCP_HEADERS,
  mcpBody,
  postOk,
  rssMb,
  startFlags,
  startServer,
  throughput,
} from './catalog-server.js';
import { measureAgainst, type Measurement } from './stats.js';

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
const BASELINE =
  'bare fuse.js doing exactly the fuse.js calls search-models makes for the same query: the ' +
  'name+provider token search (same options, limit 20) plus one vocabulary search (limit ' +
  `${MAX_CORRECTIONS}) per query word the search corrects, with no prefix tables, ranking or formatting`;

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
  type Row = Measurement & { concurrent_ops_per_s?: number };
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
  const httpCases = (
    url: string,
  ): [string, string, Record<string, string>, (i: number) => string][] => [
    [
      'search-models, HTTP /mcp',
      `${url}/mcp`,
      MCP_HEADERS,
      (i) => mcpBody('search-models', searchArgs(i)),
    ],
    [
      'search-models, HTTP /call',
      `${url}/call/search-models`,
      CALL_HEADERS,
      (i) => JSON.stringify({ parameters: searchArgs(i) }),
    ],
    [
      'recommend-model, HTTP /mcp',
      `${url}/mcp`,
      MCP_HEADERS,
      (i) => mcpBody('recommend-model', recommendArgs(i)),
    ],
    [
      'recommend-model, HTTP /call',
      `${url}/call/recommend-model`,
      CALL_HEADERS,
      (i) => JSON.stringify({ parameters: recommendArgs(i) }),
    ],
  ];

  const flags = await startFlags();
  const server = await startServer(flags);
  let memory: { rss: number; peak: number };
  try {
    for (const [name, url, headers, body] of httpCases(server.url)) {
      const row = await add(name, (i) => postOk(url, headers, body(i)), HTTP_ITERATIONS);
      row.concurrent_ops_per_s = await throughput(url, headers, body(0));
    }
    memory = await rssMb(server.pid);
  } finally {
    await server.stop();
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
  rows: (Measurement & { concurrent_ops_per_s?: number })[],
  flags: string[],
  memory: { rss: number; peak: number },
  plainMemory: { rss: number; peak: number },
): void {
  const searchInProcess = rows.find((r) => r.name === 'search-models, in process');
  const httpRows = rows.filter((r) => r.name.includes('HTTP'));
  const goals = {
    in_process_search_within_1_5x_of_fuse: (searchInProcess?.ratio_p50 ?? Infinity) <= 1.5,
    http_tool_call_p50_under_5_ms: httpRows.every((r) => r.p50_ms < 5),
    server_rss_under_150_mb: memory.peak < 150,
  };
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const lines = [
    '| operation | p50 ms | p99 ms | ops/s (1 caller) | ops/s (10 connections) | bare fuse.js p50 ms, same window | p50 / bare fuse.js |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.p50_ms} | ${r.p99_ms} | ${r.ops_per_s} | ${r.concurrent_ops_per_s ?? '-'} | ${r.baseline_p50_ms} | ${r.ratio_p50}x |`,
    ),
    '',
    `Baseline: ${BASELINE}. Each row's baseline runs interleaved with it, in the same window. ` +
      `Queries: ${QUERIES.map((q) => `"${q}"`).join(', ')}.`,
    `Server RSS after the run (started like \`pnpm start\`, ${flags.join(' ')}): ${memory.rss} MB, peak ${memory.peak} MB. ` +
      `Plain \`node dist/main.js\` after the same concurrent load: ${plainMemory.rss} MB, peak ${plainMemory.peak} MB.`,
    `Goals: in-process search <= 1.5x bare fuse.js: ${met(goals.in_process_search_within_1_5x_of_fuse)}; ` +
      `every HTTP tool call p50 < 5 ms: ${met(goals.http_tool_call_p50_under_5_ms)}; ` +
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
