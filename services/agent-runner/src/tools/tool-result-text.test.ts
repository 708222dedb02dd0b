import { describe, expect, it } from '@jest/globals';
import { toolResultText } from './tool-result-text.js';

describe('toolResultText', () => {
  it('joins text parts and describes binary parts instead of dumping them', () => {
    expect(
      toolResultText({
        content: [
          { type: 'text', text: 'first' },
          { type: 'image', data: 'aGVsbG8=', mimeType: 'image/png' },
          { type: 'resource', resource: { uri: 'file:///a.txt', text: 'inline text' } },
        ],
      }),
    ).toBe('first\n[image: image/png, 8 base64 characters]\ninline text');
  });

  it('gives a resource link as its name, URI and description', () => {
    expect(
      toolResultText({
        content: [
          {
            type: 'resource_link',
            uri: 'https://files.example.com/report.csv',
            name: 'report.csv',
            description: 'The monthly sales report',
            mimeType: 'text/csv',
          },
          { type: 'resource_link', uri: 'file:///notes.md', name: 'notes' },
        ],
      }),
    ).toBe(
      '[resource link: report.csv <https://files.example.com/report.csv>: The monthly sales report]\n' +
        '[resource link: notes <file:///notes.md>]',
    );
  });

  it('reads structured content as JSON instead of the text rendering of the same result', () => {
    expect(
      toolResultText({
        content: [
          { type: 'text', text: '| model | price |\n| --- | --- |\n| a | 1 |' },
          { type: 'resource_link', uri: 'https://x.example/a', name: 'a' },
        ],
        structuredContent: { models: [{ id: 'a', price: 1 }] },
      }),
    ).toBe('{"models":[{"id":"a","price":1}]}\n[resource link: a <https://x.example/a>]');
  });

  it('reads structured content alone when there is no content block', () => {
    expect(toolResultText({ content: [], structuredContent: { total: 3 } })).toBe('{"total":3}');
  });
});
