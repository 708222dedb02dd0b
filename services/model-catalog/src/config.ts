import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { env, loadConfig } from '@switchboard/kit/config';
import { tracingOptions, tracingSettings } from '@switchboard/kit/telemetry/tracing-config';

/** The repository root, found from this module's place in `services/model-catalog/{src,dist}`. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the committed catalog lives unless CATALOG_DATA_FILE says otherwise. */
export const DEFAULT_DATA_FILE = fileURLToPath(
  new URL('../../../data/models.json', import.meta.url),
);
export const DEFAULT_SYNC_URL = 'https://openrouter.ai/api/v1/models';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_HOSTS = ['0.0.0.0', '::', '[::]'];

export const catalogConfigSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    CATALOG_PORT: env.port(8081),
    CATALOG_DATA_FILE: z.string().min(1).default(DEFAULT_DATA_FILE),
    CATALOG_SYNC_URL: env.url().default(DEFAULT_SYNC_URL),
    /** Comma-separated Host header names accepted (DNS-rebinding protection); `*` turns it off. */
    CATALOG_ALLOWED_HOSTS: z.string().optional(),
    /** Comma-separated hostnames browser pages may call /mcp from (`Origin`); `*` allows any. */
    CATALOG_ALLOWED_ORIGINS: z.string().optional(),
    CATALOG_CORS_ORIGIN: z.string().min(1).default('*'),
    LOG_LEVEL: env.logLevel(),
    /**
     * Turns on GET /metrics, answered only to `Authorization: Bearer <it>` (the catalog's port
     * may be public). Unset: no metrics are collected and /metrics answers 404.
     */
    METRICS_TOKEN: env.metricsToken(),
    ...tracingSettings,
  })
  .transform((raw) => {
    const hosts = allowedHosts(raw.CATALOG_ALLOWED_HOSTS, raw.HOST);
    return {
      host: raw.HOST,
      port: raw.CATALOG_PORT,
      dataFile: raw.CATALOG_DATA_FILE,
      syncUrl: raw.CATALOG_SYNC_URL,
      allowedHosts: hosts,
      allowedOrigins: allowedOrigins(raw.CATALOG_ALLOWED_ORIGINS, hosts, raw.CATALOG_CORS_ORIGIN),
      corsOrigin: raw.CATALOG_CORS_ORIGIN,
      logLevel: raw.LOG_LEVEL,
      metricsToken: raw.METRICS_TOKEN,
      tracing: tracingOptions(raw, 'switchboard-model-catalog'),
    };
  });

export type CatalogConfig = z.output<typeof catalogConfigSchema>;

/**
 * Loopback names plus HOST itself by default, so a browser page on another origin cannot reach
 * the server through a rebound DNS name. `null` means no Host check (`CATALOG_ALLOWED_HOSTS=*`).
 */
function allowedHosts(setting: string | undefined, host: string): string[] | null {
  if (setting) return nameList(setting);
  const own = WILDCARD_HOSTS.includes(host) || LOOPBACK_HOSTS.includes(host) ? [] : [host];
  return [...LOOPBACK_HOSTS, ...own.map((h) => (h.includes(':') ? `[${h}]` : h).toLowerCase())];
}

/** A comma-separated list of names, lower-cased, or null for `*`. */
function nameList(setting: string): string[] | null {
  if (setting.trim() === '*') return null;
  return setting
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => h.length > 0);
}

/**
 * The hostnames of the browser origins /mcp answers (the MCP transport spec's Origin check). By
 * default the names the Host check accepts (a page served from this same machine or name) plus the
 * CORS origin when it names one; `*` for both the hosts and the CORS origin accepts any origin.
 */
function allowedOrigins(
  setting: string | undefined,
  hosts: readonly string[] | null,
  corsOrigin: string,
): string[] | null {
  if (setting) return nameList(setting);
  if (hosts === null) return null;
  const cors = corsOrigin === '*' ? [] : [originHostname(corsOrigin)];
  return [...hosts, ...cors.filter((name): name is string => name !== null)];
}

function originHostname(origin: string): string | null {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Reads the catalog's settings once, at start-up; see the README for every variable. */
export function loadCatalogConfig(
  environment: Record<string, string | undefined> = process.env,
): CatalogConfig {
  return loadConfig(catalogConfigSchema, environment);
}

/** The folder the user ran a CLI command from: pnpm runs scripts in the package, but sets INIT_CWD. */
export function commandDirectory(
  environment: Record<string, string | undefined> = process.env,
): string {
  return environment['INIT_CWD'] ?? process.cwd();
}
