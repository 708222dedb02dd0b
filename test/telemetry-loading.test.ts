/**
 * Telemetry costs nothing when off: a service started without an OTLP endpoint or METRICS_TOKEN
 * never loads the OpenTelemetry SDK or prom-client (both are imported only when configured), and
 * loads them when they are. Each process (the built dist, as `pnpm start` runs it) writes the
 * modules it loaded when it exits.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startNode, testStoreEnv } from '@switchboard/testing/stack/processes';
import { removeTestData } from '@switchboard/store/testing/test-store';

jest.setTimeout(60_000);

// Preloaded with --require: on exit, writes every CommonJS module the process loaded (both
// packages are CommonJS, whether required or imported) to LOADED_MODULES_FILE.
const PRELOAD = `
process.on('exit', () => {
  require('node:fs').writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify(Object.keys(require.cache)));
});
`;

let workDir: string;
let preload: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'switchboard-loading-'));
  preload = path.join(workDir, 'loaded-modules.cjs');
  await writeFile(preload, PRELOAD);
});

afterAll(async () => {
  await removeTestData(path.join(workDir, 'data'));
  await rm(workDir, { recursive: true, force: true });
});

const SERVICES = {
  api: { entry: 'services/api/dist/main.js', ready: 'api listening', port: { API_PORT: '0' } },
  'agent-runner': {
    entry: 'services/agent-runner/dist/main.js',
    ready: 'agent runner started',
    // No HTTP server unless asked for (RUNNER_HTTP_PORT, below): it is what turns metrics on.
    port: {},
  },
  'model-catalog': {
    entry: 'services/model-catalog/dist/main.js',
    ready: 'model catalog listening',
    port: { CATALOG_PORT: '0' },
  },
};

/** The modules `service` loaded, started with `env` and stopped with SIGTERM. */
async function modulesLoaded(
  service: keyof typeof SERVICES,
  env: Record<string, string>,
): Promise<string[]> {
  const { entry, ready, port } = SERVICES[service];
  const out = path.join(workDir, `${service}-${Object.keys(env).length}.json`);
  const proc = startNode(path.join(ROOT, entry), [], {
    ...testStoreEnv(path.join(workDir, 'data')),
    HOST: '127.0.0.1',
    ...port,
    LOG_LEVEL: 'info',
    NODE_OPTIONS: `--require ${preload}`,
    LOADED_MODULES_FILE: out,
    ...env,
  });
  try {
    await proc.waitForLine((line) => line.includes(ready));
  } finally {
    await proc.stop();
  }
  return JSON.parse(await readFile(out, 'utf8')) as string[];
}

const otel = (modules: string[]) => modules.filter((m) => m.includes('@opentelemetry'));
const promClient = (modules: string[]) => modules.filter((m) => m.includes('prom-client'));

describe.each(Object.keys(SERVICES) as Array<keyof typeof SERVICES>)('%s', (service) => {
  it('loads neither the OpenTelemetry SDK nor prom-client when neither is configured', async () => {
    const modules = await modulesLoaded(service, {});
    expect(otel(modules)).toEqual([]);
    expect(promClient(modules)).toEqual([]);
    expect(modules.length).toBeGreaterThan(10);
  });

  it('loads both when an OTLP endpoint and a metrics token are set', async () => {
    const modules = await modulesLoaded(service, {
      // Nothing listens there: the spans of the shutdown are lost, with a warning.
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      METRICS_TOKEN: 'metrics-token-0123456789abcdef',
      RUNNER_HTTP_PORT: '0',
    });
    expect(otel(modules).some((m) => m.includes('@opentelemetry/sdk-trace'))).toBe(true);
    expect(promClient(modules).length).toBeGreaterThan(0);
  });
});
