import { describe, expect, it } from '@jest/globals';
import { toolResultText } from './mcp-tool-source.js';

describe('toolResultText', () => {
  it('joins text parts and describes binary parts instead of dumping them', () => {
    expect(
      toolResultText({
        content: [
          { type: 'text', text: 'first' },
          { type: 'image', data: 'aGVsbG8=', mimeType: 'image/png' },
          { type: 'resource', resource: { uri: 'file:///a.txt', text: 'inline text' } },
          { type: 'resource_link', uri: 'https://example.com/doc', name: 'doc' },
        ],
      }),
    ).toBe(
      'first\n[image: image/png, 8 base64 characters]\ninline text\n[resource link: https://example.com/doc]',
    );
  });

  it('falls back to structured content when there is no content part', () => {
    expect(toolResultText({ content: [], structuredContent: { total: 3 } })).toBe('{"total":3}');
  });
});
