import { describe, expect, it } from '@jest/globals';
import type { DiscoverResult } from '@modelcontextprotocol/client';
import { McpServerMemory } from './mcp-server-memory.js';

const LIST = { method: 'tools/list', partition: '["fake@1","team_a"]' };

function discover(ttlMs: number): DiscoverResult {
  return {
    supportedVersions: ['2026-07-28'],
    capabilities: { tools: {} },
    ttlMs,
  } as DiscoverResult;
}

describe('McpServerMemory', () => {
  it('keeps answers per URL and headers, whatever the order or case of header names', async () => {
    const memory = new McpServerMemory();
    const a = memory.forServer('https://a.example/mcp', { 'X-Key': '1', Accept: 'json' });
    await a.store.set(LIST, { value: '{"tools":[]}', expiresAt: 10 });
    const same = memory.forServer('https://a.example/mcp', { accept: 'json', 'x-key': '1' });
    expect(await same.store.get(LIST)).toMatchObject({ value: '{"tools":[]}', expiresAt: 10 });
    expect(await memory.forServer('https://a.example/mcp', { 'X-Key': '2' }).store.get(LIST)).toBe(
      undefined,
    );
    expect(await memory.forServer('https://b.example/mcp', {}).store.get(LIST)).toBe(undefined);
  });

  it('gives every write a newer stamp, and drops entries by key, by method and all at once', async () => {
    const { store } = new McpServerMemory().forServer('https://a.example/mcp', {});
    const first = await store.set(LIST, { value: '{}' });
    const second = await store.set(LIST, { value: '{"tools":[]}' });
    expect(second).toBeGreaterThan(first);
    await store.set({ method: 'prompts/list' }, { value: '{}' });
    await store.evict('tools/list');
    expect(await store.get(LIST)).toBe(undefined);
    expect(await store.get({ method: 'prompts/list' })).toBeDefined();
    await store.clear();
    expect(await store.get({ method: 'prompts/list' })).toBe(undefined);
  });

  it('forgets the least recently used server past its bound on servers', async () => {
    const memory = new McpServerMemory({ maxServers: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((name) =>
      memory.forServer(`https://${name}.example/mcp`, {}),
    );
    await a?.store.set(LIST, { value: 'a' });
    await b?.store.set(LIST, { value: 'b' });
    await a?.store.get(LIST); // a is now used more recently than b
    await c?.store.set(LIST, { value: 'c' });
    expect(memory.size.servers).toBe(2);
    expect(await b?.store.get(LIST)).toBe(undefined);
    expect(await a?.store.get(LIST)).toBeDefined();
  });

  it('forgets the least recently used servers past its bound on characters, and keeps nothing too large', async () => {
    const memory = new McpServerMemory({ maxChars: 10 });
    const a = memory.forServer('https://a.example/mcp', {});
    const b = memory.forServer('https://b.example/mcp', {});
    await a.store.set(LIST, { value: '123456' });
    await b.store.set(LIST, { value: '123456' });
    expect(memory.size).toEqual({ servers: 1, chars: 6 });
    expect(await a.store.get(LIST)).toBe(undefined);
    await b.store.set(LIST, { value: 'x'.repeat(11) });
    expect(await b.store.get(LIST)).toBe(undefined);
    expect(memory.size.chars).toBe(0);
  });

  it("remembers a current-revision verdict for the discover answer's ttlMs, not at all for 0", () => {
    let now = 1_000;
    const memory = new McpServerMemory({ now: () => now });
    const server = memory.forServer('https://a.example/mcp', {});
    server.remember({ kind: 'modern', discover: discover(0) });
    expect(server.prior()).toBe(undefined);
    server.remember({ kind: 'modern', discover: discover(5_000) });
    expect(server.prior()).toMatchObject({ kind: 'modern' });
    now += 5_000;
    expect(server.prior()).toBe(undefined);
  });

  it('remembers that a server speaks only 2025 for a while, so an upgrade is found', () => {
    let now = 0;
    const memory = new McpServerMemory({ now: () => now, legacyVerdictTtlMs: 60_000 });
    const server = memory.forServer('https://a.example/mcp', {});
    server.remember({ kind: 'legacy' });
    expect(server.prior()).toEqual({ kind: 'legacy' });
    now = 60_000;
    expect(server.prior()).toBe(undefined);
  });

  it('forgets a server entirely', async () => {
    const memory = new McpServerMemory();
    const server = memory.forServer('https://a.example/mcp', {});
    server.remember({ kind: 'legacy' });
    await server.store.set(LIST, { value: '{}' });
    server.forget();
    expect(server.prior()).toBe(undefined);
    expect(await server.store.get(LIST)).toBe(undefined);
    expect(memory.size).toEqual({ servers: 0, chars: 0 });
  });
});
