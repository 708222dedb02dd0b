import { describe, expect, it } from '@jest/globals';
import { CONTENT_MAX_CHARS } from '@switchboard/contracts/message';
import { readUpdate } from './telegram-update.js';

const from = { id: 42, is_bot: false, first_name: 'Ada', last_name: 'Lovelace', username: 'ada' };

describe('readUpdate', () => {
  it('reads a text message', () => {
    expect(
      readUpdate({
        update_id: 1,
        message: { message_id: 7, from, chat: { id: -100 }, date: 0, text: 'hi' },
      }),
    ).toEqual({
      chatId: '-100',
      messageId: '7',
      user: { id: '42', name: 'Ada Lovelace', username: 'ada' },
      text: 'hi',
      files: [],
    });
  });

  it('takes the largest photo size and the caption', () => {
    const update = readUpdate({
      update_id: 2,
      message: {
        message_id: 8,
        from,
        chat: { id: 5 },
        caption: 'cat',
        photo: [{ file_id: 'small' }, { file_id: 'large', file_size: 9000 }],
      },
    });
    expect(update?.text).toBe('cat');
    expect(update?.files).toEqual([
      { file_id: 'large', kind: 'photo', file_name: 'photo-8.jpg', mime_type: 'image/jpeg' },
    ]);
  });

  it.each([
    [
      'an edited message',
      { update_id: 3, edited_message: { message_id: 1, from, chat: { id: 1 }, text: 'x' } },
    ],
    [
      'a sticker',
      {
        update_id: 4,
        message: { message_id: 1, from, chat: { id: 1 }, sticker: { file_id: 's' } },
      },
    ],
    [
      'a message from a bot',
      {
        update_id: 5,
        message: { message_id: 1, from: { ...from, is_bot: true }, chat: { id: 1 }, text: 'x' },
      },
    ],
    [
      'a channel post without a sender',
      { update_id: 6, message: { message_id: 1, chat: { id: 1 }, text: 'x' } },
    ],
    ['garbage', { hello: 'world' }],
  ])('ignores %s', (_label, body) => {
    expect(readUpdate(body)).toBeNull();
  });

  it('cuts a caption over the content cap, never leaving half a surrogate pair', () => {
    const caption = `${'a'.repeat(CONTENT_MAX_CHARS - 1)}😀 and more`;
    const inbound = readUpdate({
      update_id: 9,
      message: { message_id: 11, from, chat: { id: 5 }, caption, photo: [{ file_id: 'p' }] },
    });
    expect(inbound?.text).toBe('a'.repeat(CONTENT_MAX_CHARS - 1));
    expect(inbound?.truncatedFrom).toBe(caption.length);
  });
});
