/**
 * The dashboard's API types, generated from the API's own `/v1/openapi.json` (served by the built
 * API, started here on a free port over a throw-away data directory) with openapi-typescript.
 * `pnpm api:generate` rewrites src/api/schema.d.ts; test/api-types.test.ts fails when it is stale.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const API_ENTRY = path.resolve(HERE, '../../api/dist/main.js');
export const SCHEMA_FILE = path.resolve(HERE, '../src/api/schema.d.ts');
const HEADER =
  "// Generated from the API's /v1/openapi.json by `pnpm --filter @switchboard/dashboard api:generate`.\n" +
  '// Do not edit: test/api-types.test.ts fails when this file no longer matches the API.\n\n';

/** The OpenAPI document the built API serves, as a deployment at `publicBaseUrl` would. */
export async function fetchOpenApiDocument(
  publicBaseUrl = 'http://localhost:8080',
): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-openapi-'));
  const child = spawn(process.execPath, [API_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      API_PORT: '0',
      PUBLIC_BASE_URL: publicBaseUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let port = 0;
    for await (const line of createInterface({ input: child.stdout })) {
      if (!line.includes('api listening')) continue;
      port = (JSON.parse(line) as { address: { port: number } }).address.port;
      break;
    }
    if (!port) throw new Error(`${API_ENTRY} did not start: run pnpm build first`);
    const res = await fetch(`http://127.0.0.1:${port}/v1/openapi.json`);
    return (await res.json()) as Record<string, unknown>;
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The TypeScript declarations for an OpenAPI document, as committed in src/api/schema.d.ts. */
export async function renderSchemaTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}

export async function generate(): Promise<{ current: string; expected: string }> {
  const expected = await renderSchemaTypes(await fetchOpenApiDocument());
  const current = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
  return { current, expected };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { current, expected } = await generate();
  if (current === expected) {
    process.stdout.write(`${path.relative(process.cwd(), SCHEMA_FILE)} is up to date\n`);
  } else {
    await writeFile(SCHEMA_FILE, expected);
    process.stdout.write(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}\n`);
  }
}
