import { describe, expect, it } from '@jest/globals';
import { policyFor } from './tool-policies.js';

describe('policyFor', () => {
  const policies = [
    { server: 'files', tool: 'read_*', action: 'allow' as const },
    { server: 'files', tool: '*', action: 'ask' as const },
    { server: '*', tool: 'delete?', action: 'deny' as const },
  ];

  it('takes the first policy whose server and tool glob match', () => {
    expect(policyFor(policies, 'files', 'read_file')).toBe('allow');
    expect(policyFor(policies, 'files', 'write_file')).toBe('ask');
    expect(policyFor(policies, 'mcp_x', 'deletes')).toBe('deny');
  });

  it('allows what no policy names, and reads glob characters only as wildcards', () => {
    expect(policyFor(policies, 'time', 'now')).toBe('allow');
    expect(policyFor(policies, 'mcp_x', 'delete')).toBe('allow');
    expect(policyFor([{ server: '*', tool: 'a.b', action: 'deny' }], 'x', 'axb')).toBe('allow');
  });
});
