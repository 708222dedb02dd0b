import { describe, expect, it } from '@jest/globals';
import { REPLY_TRUNCATED_NOTE, replyMessages, splitMessage } from './split-message.js';

describe('splitMessage', () => {
  it('keeps a short text in one message', () => {
    expect(splitMessage('hello', 4096)).toEqual(['hello']);
  });

  it('splits a long text into chunks of at most the limit that join back to the original', () => {
    const text = 'word '.repeat(2000); // 10 000 characters
    const chunks = splitMessage(text, 4096);
    expect(chunks.length).toBe(3);
    expect(chunks.every((c) => c.length <= 4096)).toBe(true);
    expect(chunks.join('')).toBe(text);
    // Cut after a space, not in the middle of a word.
    expect(chunks[0]!.endsWith(' ')).toBe(true);
  });

  it('hard-cuts text without breaks, never splitting a surrogate pair', () => {
    const text = 'a'.repeat(9) + '😀'.repeat(10);
    const chunks = splitMessage(text, 10);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(10);
      expect(/[\ud800-\udbff]$/.test(chunk)).toBe(false);
    }
  });
});

describe('replyMessages', () => {
  it('sends every part of a reply within the part limit', () => {
    const text = 'word '.repeat(2000);
    expect(replyMessages(text, 4096, 3)).toEqual(splitMessage(text, 4096));
  });

  it('sends the first parts of a longer reply, then a truncation note', () => {
    const text = 'a'.repeat(10 * 1024 * 1024);
    const messages = replyMessages(text, 4096, 5);
    expect(messages).toHaveLength(6);
    expect(messages.slice(0, 5)).toEqual(Array(5).fill('a'.repeat(4096)));
    expect(messages[5]).toBe(REPLY_TRUNCATED_NOTE);
  });
});
