#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commandDirectory, loadCatalogConfig, REPO_ROOT } from './config.js';
import type { BuildReport } from './data/build-catalog.js';
import { createFetchJson } from './data/fetch-json.js';
import { buildCatalogFromFile, syncCatalog } from './data/sync.js';

/** The snapshot `catalog:build` reads by default, shipped in the repository (data/upstream/SOURCES.md). */
const DEFAULT_UPSTREAM = 'data/upstream/openrouter-models-2026-08-18.json';

const USAGE = `Usage:
  node services/model-catalog/dist/cli.js build [--input FILE] [--output FILE]
  node services/model-catalog/dist/cli.js sync [--url URL] [--output FILE]

build  turns a saved OpenRouter /models response into the catalog
       (default input: ${DEFAULT_UPSTREAM}, relative to the repository root)
sync   fetches an OpenRouter-compatible /models URL (default: CATALOG_SYNC_URL) and rewrites the catalog
--output defaults to CATALOG_DATA_FILE (data/models.json).`;

function summary(report: BuildReport, output: string): string {
  const { models, aliases } = report.catalog;
  const tiers = ['Budget', 'Standard', 'Premium']
    .map((tier) => `${tier} ${models.filter((m) => m.tier === tier).length}`)
    .join(', ');
  const variants = models.reduce((n, m) => n + m.variants.length, 0);
  return [
    `Wrote ${models.length} models to ${output} (${tiers}).`,
    `Folded ${variants} variants, kept ${Object.keys(aliases).length} aliases, dropped ${report.dropped.length}:`,
    ...report.dropped.map((d) => `  - ${d.id}: ${d.reason}`),
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      input: { type: 'string' },
      output: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const config = loadCatalogConfig();
  const cwd = commandDirectory();
  const output = values.output ? path.resolve(cwd, values.output) : config.dataFile;
  if (command === 'build') {
    const input = values.input
      ? path.resolve(cwd, values.input)
      : path.resolve(REPO_ROOT, DEFAULT_UPSTREAM);
    const location = values.input ?? DEFAULT_UPSTREAM;
    console.log(summary(await buildCatalogFromFile(input, output, location), output));
  } else if (command === 'sync') {
    const url = values.url ?? config.syncUrl;
    const report = await syncCatalog({ url, output, fetchJson: createFetchJson() });
    console.log(summary(report, output));
  } else {
    throw new Error(`Unknown command '${command}'.\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
