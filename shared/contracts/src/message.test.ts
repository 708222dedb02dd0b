import { describe, expect, it } from '@jest/globals';
import { contentUrls, messageContent, contentText } from './message.js';

describe('messageContent', () => {
  it('accepts a string or text and image parts', () => {
    const parts = [
      { type: 'text', text: 'What is in this picture?' },
      { type: 'image_url', image_url: { url: 'https://cdn.example.com/cat.png' } },
    ];
    expect(messageContent.parse('hello')).toBe('hello');
    expect(messageContent.parse(parts)).toEqual(parts);
    expect(contentUrls(messageContent.parse(parts), 'content')).toEqual({
      'content.1.image_url.url': 'https://cdn.example.com/cat.png',
    });
  });

  it.each([
    ['an empty string', ''],
    ['no parts', []],
    ['an unknown part type', [{ type: 'audio', data: 'x' }]],
    ['an image without a URL', [{ type: 'image_url', image_url: { url: 'cat.png' } }]],
    ['a number', 42],
  ])('rejects %s', (_label, content) => {
    expect(messageContent.safeParse(content).success).toBe(false);
  });
});

describe('contentText', () => {
  it('joins the text parts and skips images', () => {
    expect(
      contentText([
        { type: 'text', text: 'look' },
        { type: 'image_url', image_url: { url: 'https://x/y.png' } },
        { type: 'text', text: 'here' },
      ]),
    ).toBe('look\nhere');
  });
});
