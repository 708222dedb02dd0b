import { describe, expect, it } from '@jest/globals';
import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { describeMcpError, MCP_PROTOCOL_VERSIONS } from './connect.js';

describe('MCP_PROTOCOL_VERSIONS', () => {
  it('offers the 2026-07-28 revision first, then the 2025 ones the SDK speaks', () => {
    expect(MCP_PROTOCOL_VERSIONS[0]).toBe('2026-07-28');
    expect(MCP_PROTOCOL_VERSIONS).toEqual(expect.arrayContaining(['2025-11-25', '2025-06-18']));
    expect(new Set(MCP_PROTOCOL_VERSIONS).size).toBe(MCP_PROTOCOL_VERSIONS.length);
  });
});

describe('describeMcpError', () => {
  it("keeps the SDK's own words, which name the HTTP status or the refused request", () => {
    const error = new SdkError(SdkErrorCode.EraNegotiationFailed, 'Version negotiation failed');
    expect(describeMcpError(error)).toBe('Version negotiation failed');
  });

  it("reads the guarded fetch's reason from the cause of a fetch TypeError", () => {
    const refused = new TypeError('fetch failed', {
      cause: new Error('Outbound request to 10.0.0.1:80 blocked'),
    });
    expect(describeMcpError(refused)).toBe('Outbound request to 10.0.0.1:80 blocked');
    expect(describeMcpError('plain')).toBe('plain');
  });
});
