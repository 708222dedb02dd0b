import { describe, expect, it } from '@jest/globals';
import { TOOL_NAME_PATTERN } from '@switchboard/contracts/mcp-server';
import { assignToolNames } from './tool-names.js';

describe('assignToolNames', () => {
  it('prefixes each tool with its server so equal tool names never collide', () => {
    const names = assignToolNames([
      { server: 'weather', tool: 'search' },
      { server: 'docs', tool: 'search' },
    ]);
    expect(names).toEqual(['weather__search', 'docs__search']);
  });

  it('replaces characters the model API rejects and keeps names within 64 characters', () => {
    const [dotted, long] = assignToolNames([
      { server: 'My Server (prod)', tool: 'files.read/all' },
      { server: 'a'.repeat(50), tool: 'b'.repeat(50) },
    ]);
    expect(dotted).toBe('My_Server_prod__files_read_all');
    expect(long).toMatch(TOOL_NAME_PATTERN);
    expect(long).toHaveLength(64);
  });

  it('keeps names unique when different originals reduce to the same text', () => {
    const names = assignToolNames([
      { server: 'svc', tool: 'a.b' },
      { server: 'svc', tool: 'a/b' },
      { server: 'svc', tool: 'a b' },
    ]);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name).toMatch(TOOL_NAME_PATTERN);
  });

  it('gives two long names that share a 64-character prefix different endings', () => {
    const base = 'x'.repeat(70);
    const [first, second] = assignToolNames([
      { server: 's', tool: `${base}1` },
      { server: 's', tool: `${base}2` },
    ]);
    expect(first).not.toBe(second);
    expect(first).toMatch(TOOL_NAME_PATTERN);
    expect(second).toMatch(TOOL_NAME_PATTERN);
  });
});
