/**
 * Fails the build when the dashboard's initial JavaScript (the entry chunk and every chunk it
 * imports statically, as Vite's manifest lists them) is over INITIAL_JS_LIMIT_BYTES gzipped.
 * Pages loaded on demand (dynamic imports) are not initial and do not count.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_LIMIT_BYTES = 250 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The files the browser must load before the app starts, from a Vite manifest. */
export function initialFiles(manifest: Record<string, ManifestChunk>): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key));
  return [...seen].filter((file) => file.endsWith('.js'));
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const files = initialFiles(manifest);
const gzipped = files.reduce(
  (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length,
  0,
);
const summary = `initial JavaScript ${(gzipped / 1024).toFixed(1)} KB gzipped (limit ${INITIAL_JS_LIMIT_BYTES / 1024} KB; ${files.join(', ')})`;
if (gzipped > INITIAL_JS_LIMIT_BYTES) {
  process.stderr.write(`dashboard size check failed: ${summary}\n`);
  process.exit(1);
}
process.stdout.write(`dashboard size check: ${summary}\n`);
