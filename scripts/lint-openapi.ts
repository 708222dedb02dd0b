/**
 * `pnpm lint:openapi`: lints the OpenAPI document the built API serves with Redocly's recommended
 * rules, and fails on any warning, so every route (and every route added later) keeps tags with
 * descriptions, unique operation ids, 4xx answers and resolvable references. Run after the build.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchOpenApiDocument } from '../services/dashboard/scripts/api-types.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A deployment's address (localhost or example.com would be flagged as a placeholder server).
const PUBLIC_BASE_URL = 'https://switchboard.test';

const dir = await mkdtemp(path.join(tmpdir(), 'switchboard-openapi-lint-'));
try {
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(await fetchOpenApiDocument(PUBLIC_BASE_URL), null, 2));
  const redocly = path.join(ROOT, 'node_modules/.bin/redocly');
  const run = spawnSync(redocly, ['lint', file, '--max-problems=100'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const output = run.stderr ?? '';
  process.stderr.write(output);
  const warned = /You have \d+ warnings?/.test(output);
  if (run.status !== 0 || warned) {
    process.stderr.write('OpenAPI lint failed: fix every error and warning above.\n');
    process.exitCode = 1;
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
