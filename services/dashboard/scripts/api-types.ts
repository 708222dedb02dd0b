/**
 * The dashboard's API types, generated from the API's own `/v1/openapi.json` (served by the built
 * API, started here on a free port over a throw-away data directory) with openapi-typescript, and
 * the channel platforms' forms (src/api/channel-platforms.ts) from the same document's channel
 * create body: each type's title, help, config fields (title, description) and secret fields.
 * `pnpm api:generate` rewrites both; test/api-types.test.ts fails when either is stale.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { PlatformForm } from '../src/api/platform-form.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const API_ENTRY = path.resolve(HERE, '../../api/dist/main.js');
export const SCHEMA_FILE = path.resolve(HERE, '../src/api/schema.d.ts');
export const PLATFORMS_FILE = path.resolve(HERE, '../src/api/channel-platforms.ts');
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

interface JsonSchema {
  $ref?: string;
  title?: string;
  description?: string;
  const?: string;
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  'x-secret-fields'?: string[];
}

/** The channel platforms' forms, from the create body's variants and their config schemas. */
export function platformForms(document: Record<string, unknown>): PlatformForm[] {
  const doc = document as {
    paths: Record<
      string,
      { post: { requestBody: { content: Record<string, { schema: JsonSchema }> } } }
    >;
    components: { schemas: Record<string, JsonSchema> };
  };
  const body =
    doc.paths['/v1/bots/{bot_id}/channels']!.post.requestBody.content['application/json']!.schema;
  const deref = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? doc.components.schemas[schema.$ref.split('/').at(-1)!]! : schema;
  return (body.oneOf ?? []).map((variant) => {
    const secrets = new Set(variant['x-secret-fields'] ?? []);
    const config = deref(variant.properties!.config!);
    return {
      type: variant.properties!.type!.const!,
      title: variant.title ?? '',
      help: variant.description ?? '',
      fields: Object.entries(config.properties ?? {}).map(([name, field]) => ({
        name,
        label: field.title ?? name,
        help: field.description ?? '',
        secret: secrets.has(name),
      })),
    };
  });
}

const PLATFORMS_HEADER =
  "// Generated from the API's /v1/openapi.json (the channel create body) by\n" +
  '// `pnpm --filter @switchboard/dashboard api:generate`. Do not edit.\n\n';

export function renderPlatformForms(document: Record<string, unknown>): string {
  return (
    PLATFORMS_HEADER +
    "import type { PlatformForm } from './platform-form';\n\n" +
    `export const CHANNEL_PLATFORMS: readonly PlatformForm[] = ${JSON.stringify(platformForms(document), null, 2)};\n`
  );
}

/** Each generated file: what it holds now and what the API's document makes of it. */
export async function generate(): Promise<{ file: string; current: string; expected: string }[]> {
  const document = await fetchOpenApiDocument();
  const outputs: [string, string][] = [
    [SCHEMA_FILE, await renderSchemaTypes(document)],
    [PLATFORMS_FILE, await format(renderPlatformForms(document), PLATFORMS_FILE)],
  ];
  return Promise.all(
    outputs.map(async ([file, expected]) => ({
      file,
      expected,
      current: await readFile(file, 'utf8').catch(() => ''),
    })),
  );
}

/** Prettier's formatting, so the file reads like the rest of the source. */
async function format(source: string, file: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(source, { ...options, filepath: file });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const { file, current, expected } of await generate()) {
    const name = path.relative(process.cwd(), file);
    if (current === expected) {
      process.stdout.write(`${name} is up to date\n`);
    } else {
      await writeFile(file, expected);
      process.stdout.write(`wrote ${name}\n`);
    }
  }
}
