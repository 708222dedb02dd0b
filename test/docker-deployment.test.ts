import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { ROOT } from '@switchboard/testing/stack/processes';

// docker-compose.yml, the Dockerfile and .dockerignore are the production deployment on MongoDB.
// No Docker daemon runs where the tests do, so these read the files and hold them to what the
// deployment promises: a replica set the services wait for, instances that scale behind one
// proxy, nothing kept in a container's anonymous volume, and an image without dev dependencies.

interface Service {
  image?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  restart?: string;
  build?: string;
  env_file?: Array<string | { path: string; required?: boolean }>;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { services } = compose;
const onMongo = Object.entries(services).filter(([, s]) => s.environment?.MONGODB_URI);
/** The services run from the Switchboard image (the API, the runners, the model catalog). */
const ours = Object.entries(services).filter(([, s]) => s.build === '.');

/** The variables `.env.example` offers (commented or not): what a user puts in `.env`. */
const userSettings = [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(
  (m) => m[1]!,
);

/**
 * Settings the compose file decides for every container, whatever `.env` says: where to listen,
 * which store and data directory, and where the other services are (their compose names).
 */
const DEPLOYMENT_OWNED = [
  'HOST',
  'API_PORT',
  'CATALOG_PORT',
  'MONGODB_URI',
  'DATA_DIR',
  'CATALOG_URL',
  'CATALOG_ALLOWED_HOSTS',
];

/** The Dockerfile's stages: each FROM line with the instructions under it (continuations joined). */
function dockerStages(text: string): Array<{ from: string; lines: string[] }> {
  const stages: Array<{ from: string; lines: string[] }> = [];
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of instructions) {
    if (/^FROM /i.test(line)) stages.push({ from: line, lines: [] });
    else stages.at(-1)!.lines.push(line);
  }
  return stages;
}

describe('docker-compose.yml', () => {
  it('runs MongoDB as a replica set that is healthy once it is the writable primary', () => {
    expect(services.mongo!.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(services.mongo!.healthcheck!.test.join(' ')).toContain('isWritablePrimary');
  });

  it('initiates the replica set once, and finds it initiated on later starts', () => {
    const init = Object.values(services).find((s) =>
      [...(s.entrypoint ?? []), ...(s.command ?? [])].join(' ').includes('rs.initiate'),
    );
    const script = [...init!.entrypoint!, ...init!.command!].join(' ');
    expect(script).toMatch(/rs\.status\(\)[\s\S]*NotYetInitialized[\s\S]*rs\.initiate/);
    expect(script).toContain("host: 'mongo:27017'");
    expect(init!.restart).toBe('on-failure');
  });

  it('gives every store user a MongoDB URI with a database and the replica set', () => {
    expect(onMongo.map(([name]) => name).sort()).toEqual(['agent-runner', 'api']);
    for (const [, service] of onMongo) {
      const uri = new URL(String(service.environment!.MONGODB_URI));
      expect(uri.pathname.length).toBeGreaterThan(1);
      expect(uri.searchParams.get('replicaSet')).toBe('rs0');
    }
  });

  it('starts the API and the runners only once MongoDB is healthy', () => {
    for (const [, service] of onMongo) {
      expect(service.depends_on?.mongo).toEqual({ condition: 'service_healthy' });
    }
  });

  it('health-checks the API on /health, with a tool the runtime image has', () => {
    const test = services.api!.healthcheck!.test.join(' ');
    expect(test).toMatch(/^CMD node /);
    expect(test).toContain(`127.0.0.1:${services.api!.environment!.API_PORT}/health`);
  });

  it('lets the API scale: no published port of its own, a proxy in front that waits for it', () => {
    expect(services.api!.ports).toBeUndefined();
    const proxy = Object.values(services).find((s) => s.depends_on?.api);
    expect(proxy!.depends_on!.api).toEqual({ condition: 'service_healthy' });
    expect(proxy!.ports).toEqual(['8080:8080']);
    const caddyfile = proxy!.volumes!.find((v) => v.startsWith('./'))!.split(':')[0]!;
    expect(read(caddyfile)).toMatch(/dynamic a \{\s*name api\s*port 8080/);
  });

  it('points the API and the runners at the catalog by its compose name, never at their own loopback', () => {
    const catalog = services['model-catalog']!;
    const allowedHosts = String(catalog.environment!.CATALOG_ALLOWED_HOSTS).split(',');
    for (const name of ['api', 'agent-runner']) {
      // Unset, CATALOG_URL defaults to 127.0.0.1:8081: the container itself, where nothing listens.
      const url = new URL(String(services[name]!.environment?.CATALOG_URL));
      expect({ name, host: url.hostname, port: url.port }).toEqual({
        name,
        host: 'model-catalog',
        port: String(catalog.environment!.CATALOG_PORT),
      });
      expect(allowedHosts).toContain(url.hostname);
    }
  });

  it('hands every setting of .env to each service, overriding only what the deployment decides', () => {
    expect(userSettings).toEqual(
      expect.arrayContaining(['LLM_API_KEY', 'ALLOW_PRIVATE_NETWORK', 'PUBLIC_BASE_URL']),
    );
    expect(ours.map(([name]) => name).sort()).toEqual(['agent-runner', 'api', 'model-catalog']);
    for (const [name, service] of ours) {
      // The whole file, optional so that a fresh clone without .env still starts.
      expect({ name, env_file: service.env_file }).toEqual({
        name,
        env_file: [{ path: '.env', required: false }],
      });
      // An `environment:` entry wins over env_file: one naming a user's setting must either be
      // the deployment's own or take the user's value (`${NAME:-default}`), never drop it.
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!userSettings.includes(key) || DEPLOYMENT_OWNED.includes(key)) continue;
        expect({ name, key, value: String(value) }).toEqual({
          name,
          key,
          value: expect.stringContaining(`\${${key}:-`),
        });
      }
    }
  });

  it('keeps no data in anonymous volumes, and shares no volume between API or runner instances', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const [source] = volume.split(':');
        expect(volume).toContain(':');
        if (!source!.startsWith('./')) expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
    expect(services.api!.volumes).toBeUndefined();
    expect(services['agent-runner']!.volumes).toBeUndefined();
  });
});

describe('Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'));
  const runtime = stages.at(-1)!;

  it('builds and runs on the current LTS (Node 26) as an unprivileged user', () => {
    for (const stage of stages) expect(stage.from).toMatch(/^FROM node:26-/);
    const user = runtime.lines.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBe('USER node');
  });

  it('declares no volume (a runner would get an anonymous one)', () => {
    expect(stages.flatMap((s) => s.lines).filter((line) => /^VOLUME/i.test(line))).toEqual([]);
  });

  it('ships only a tree installed with production dependencies into the runtime stage', () => {
    expect(runtime.lines.filter((line) => /(pnpm|npm) (install|ci)/.test(line))).toEqual([]);
    const copies = runtime.lines.filter((line) => line.startsWith('COPY '));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const [, stageName, source] = /^COPY --from=(\S+) (\S+) /.exec(copy) ?? [];
      const stage = stages.find((s) => s.from.endsWith(` AS ${stageName}`));
      const prodInstall = stage?.lines.find((line) =>
        new RegExp(`cd ${source} && pnpm install [^&]*--prod`).test(line),
      );
      expect({ copy, prodInstall }).toEqual({ copy, prodInstall: expect.any(String) });
    }
  });
});

describe('.dockerignore', () => {
  it('keeps local installs, builds, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of [
      '.git',
      '**/node_modules',
      '**/dist',
      '.data',
      '.env',
      '**/*.tsbuildinfo',
    ]) {
      expect(ignored).toContain(entry);
    }
    expect(ignored).toContain('!.env.example');
  });
});
