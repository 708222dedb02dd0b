import { createHash } from 'node:crypto';
import {
  MAX_CACHE_TTL_MS,
  type CacheEntry,
  type CacheKey,
  type CacheScope,
  type PriorDiscovery,
  type ResponseCacheStore,
} from '@modelcontextprotocol/client';

/** Servers remembered at once; the least recently used is forgotten first. */
export const DEFAULT_MAX_SERVERS = 256;
/** Characters of cached answers kept in all; past it the least recently used servers go. */
export const DEFAULT_MAX_CHARS = 8 * 1024 * 1024;
/**
 * How long the fact that a server spoke only 2025 is trusted. That verdict never fails on its own
 * (an upgraded server still answers `initialize`), so it must age out for the upgrade to be found.
 */
export const LEGACY_VERDICT_TTL_MS = 10 * 60 * 1000;

export interface McpServerMemoryOptions {
  maxServers?: number;
  maxChars?: number;
  legacyVerdictTtlMs?: number;
  now?: () => number;
}

/** What is remembered about one server, as reached at one URL with one set of headers. */
export interface RememberedMcpServer {
  /** The server's cached answers (`tools/list`), as the SDK keeps and serves them by their hints. */
  readonly store: ResponseCacheStore;
  /** The era verdict of an earlier connection, while it is fresh. */
  prior(): PriorDiscovery | undefined;
  /** Keeps the verdict of a connection that just succeeded. */
  remember(verdict: PriorDiscovery | undefined): void;
  /** Forgets everything about the server (it failed: its era or tools may have changed). */
  forget(): void;
}

interface Remembered {
  entries: Map<string, CacheEntry>;
  chars: number;
  verdict?: { prior: PriorDiscovery; expiresAt: number };
}

function entryKey(key: CacheKey): string {
  return JSON.stringify([key.method, key.partition ?? '', key.params ?? '']);
}

/**
 * Identifies an authorization context without keeping its secrets as a key: the URL and every
 * header, hashed. Two teams with the same URL and headers share `public` answers only (the SDK
 * keeps `private` ones per team, by its cache partition).
 */
function serverKey(url: string, headers: Record<string, string>): string {
  const sorted = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value])
    .sort(([a], [b]) => (a ?? '').localeCompare(b ?? ''));
  return createHash('sha256')
    .update(JSON.stringify([url, sorted]))
    .digest('base64url');
}

/**
 * What the runner process remembers about the MCP servers it talks to between executions: their
 * era (so a run skips the `server/discover` probe while its answer is fresh) and their list
 * answers (served by the SDK for as long as the server's `ttlMs` allows). Bounded by servers and
 * characters; keyed by URL and headers so no answer crosses authorization contexts.
 */
export class McpServerMemory {
  private readonly servers = new Map<string, Remembered>();
  private chars = 0;
  private stamp = 0;
  private readonly maxServers: number;
  private readonly maxChars: number;
  private readonly legacyVerdictTtlMs: number;
  private readonly now: () => number;

  constructor(options: McpServerMemoryOptions = {}) {
    this.maxServers = options.maxServers ?? DEFAULT_MAX_SERVERS;
    this.maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    this.legacyVerdictTtlMs = options.legacyVerdictTtlMs ?? LEGACY_VERDICT_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** Servers and characters held (for tests and diagnostics). */
  get size(): { servers: number; chars: number } {
    return { servers: this.servers.size, chars: this.chars };
  }

  /** The memory of the server at `url` as these headers reach it. */
  forServer(url: string, headers: Record<string, string>): RememberedMcpServer {
    const key = serverKey(url, headers);
    const store: ResponseCacheStore = {
      get: (cacheKey) => this.touch(key)?.entries.get(entryKey(cacheKey)),
      set: (cacheKey, entry) => this.set(key, entryKey(cacheKey), entry),
      delete: (cacheKey) => this.drop(key, (name) => name === entryKey(cacheKey)),
      evict: (method) => this.drop(key, (name) => (JSON.parse(name) as string[])[0] === method),
      clear: () => this.drop(key, () => true),
    };
    return {
      store,
      prior: () => {
        const verdict = this.touch(key)?.verdict;
        return verdict && verdict.expiresAt > this.now() ? verdict.prior : undefined;
      },
      remember: (prior) => {
        const ttlMs = prior ? this.verdictTtlMs(prior) : 0;
        if (!prior || ttlMs <= 0) return;
        this.open(key).verdict = { prior, expiresAt: this.now() + ttlMs };
        this.trim();
      },
      forget: () => this.forget(key),
    };
  }

  private verdictTtlMs(prior: PriorDiscovery): number {
    if (prior.kind === 'legacy') return this.legacyVerdictTtlMs;
    const ttlMs = (prior.discover as { ttlMs?: unknown }).ttlMs;
    return typeof ttlMs === 'number' && Number.isFinite(ttlMs)
      ? Math.min(ttlMs, MAX_CACHE_TTL_MS)
      : 0;
  }

  /** The server's record, moved to the most recently used end. */
  private touch(key: string): Remembered | undefined {
    const found = this.servers.get(key);
    if (found) {
      this.servers.delete(key);
      this.servers.set(key, found);
    }
    return found;
  }

  private open(key: string): Remembered {
    const found = this.touch(key);
    if (found) return found;
    const created: Remembered = { entries: new Map(), chars: 0 };
    this.servers.set(key, created);
    return created;
  }

  private set(
    key: string,
    name: string,
    entry: { value: string; expiresAt?: number; scope?: CacheScope },
  ): number {
    this.stamp += 1;
    this.drop(key, (held) => held === name);
    // An answer larger than the whole budget is not kept: the next run lists again.
    if (entry.value.length > this.maxChars) return this.stamp;
    const server = this.open(key);
    server.entries.set(name, { ...entry, stamp: this.stamp });
    server.chars += entry.value.length;
    this.chars += entry.value.length;
    this.trim(key);
    return this.stamp;
  }

  private drop(key: string, matches: (name: string) => boolean): void {
    const server = this.servers.get(key);
    if (!server) return;
    for (const [name, entry] of server.entries) {
      if (!matches(name)) continue;
      server.entries.delete(name);
      server.chars -= entry.value.length;
      this.chars -= entry.value.length;
    }
  }

  private forget(key: string): void {
    const server = this.servers.get(key);
    if (!server) return;
    this.chars -= server.chars;
    this.servers.delete(key);
  }

  /** Forgets the least recently used servers (never `keep`) until within both bounds. */
  private trim(keep?: string): void {
    for (const key of this.servers.keys()) {
      if (this.servers.size <= this.maxServers && this.chars <= this.maxChars) return;
      if (key !== keep) this.forget(key);
    }
  }
}
