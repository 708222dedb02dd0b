import { readFile } from 'node:fs/promises';
import { UpstreamError } from '@switchboard/kit/errors';
import { buildCatalog, type BuildReport } from './build-catalog.js';
import { writeCatalogFile } from './catalog-file.js';
import { parseUpstreamResponse } from './openrouter.js';

/** Fetches a URL and returns its parsed JSON body; the outbound HTTP client behind `sync`. */
export type FetchJson = (url: string) => Promise<unknown>;

export interface SyncOptions {
  url: string;
  output: string;
  fetchJson: FetchJson;
  now?: Date;
}

/** Refreshes the catalog file from an OpenRouter-compatible `/models` URL. */
export async function syncCatalog(options: SyncOptions): Promise<BuildReport> {
  const body = await options.fetchJson(options.url);
  const report = buildCatalog(parseUpstreamResponse(body), {
    location: options.url,
    ...(options.now ? { now: options.now } : {}),
  });
  await writeCatalogFile(options.output, report.catalog);
  return report;
}

/** Builds the catalog file from a saved `/models` response. */
export async function buildCatalogFromFile(
  input: string,
  output: string,
  location = input,
): Promise<BuildReport> {
  let body: unknown;
  try {
    body = JSON.parse(await readFile(input, 'utf8'));
  } catch (error) {
    throw new UpstreamError({
      code: 'UPSTREAM_UNREADABLE',
      message: `Cannot read ${input}: ${(error as Error).message}`,
    });
  }
  const report = buildCatalog(parseUpstreamResponse(body), { location });
  await writeCatalogFile(output, report.catalog);
  return report;
}
