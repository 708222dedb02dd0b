import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runnerConfigSchema } from '../services/agent-runner/src/config.js';
import { apiConfigSchema } from '../services/api/src/config.js';
import { catalogConfigSchema } from '../services/model-catalog/src/config.js';
import { ROOT } from '@switchboard/testing/stack/processes';

// docs/configuration.md (linked from the README) documents every setting each service reads, and
// .env.example names only real ones: a setting added to a config.ts without a row fails here.

/** The variable names of a config schema (an object, maybe wrapped in a transform). */
function settingsOf(schema: unknown): string[] {
  let inner: unknown = schema;
  while (inner && !(inner as { shape?: unknown }).shape) inner = (inner as { in?: unknown }).in;
  return Object.keys((inner as { shape: Record<string, unknown> }).shape);
}

const SERVICES = {
  api: settingsOf(apiConfigSchema),
  'agent-runner': settingsOf(runnerConfigSchema),
  'model-catalog': settingsOf(catalogConfigSchema),
};
const reference = readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');

describe('docs/configuration.md', () => {
  it.each(Object.entries(SERVICES))('documents every setting of the %s', (_service, names) => {
    expect(names.length).toBeGreaterThan(5);
    const missing = names.filter((name) => !reference.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('is linked from the README', () => {
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain('docs/configuration.md');
  });
});

describe('.env.example', () => {
  it('sets only settings some service reads, with values those services accept', () => {
    const lines = readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n');
    const entries = lines
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split('=', 2) as [string, string]);
    const known = new Set([...Object.values(SERVICES).flat(), 'CATALOG_PORT']);
    expect(entries.map(([name]) => name).filter((name) => !known.has(name))).toEqual([]);
    const env = Object.fromEntries(entries);
    for (const schema of [apiConfigSchema, runnerConfigSchema, catalogConfigSchema]) {
      expect(schema.safeParse(withoutEmpty(env)).success).toBe(true);
    }
  });
});

function withoutEmpty(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}
