import { describe, expect, it } from '@jest/globals';
import { CONTENT_MAX_CHARS } from '@switchboard/contracts/message';
import { readTelegramUpdate } from './telegram-update.js';

/** The user message of an update, or null. */
function readUpdate(body: unknown) {
  const read = readTelegramUpdate(body);
  return read && 'inbound' in read ? read.inbound : null;
}

/** The press an update carries, or null. */
function readPress(body: unknown) {
  const read = readTelegramUpdate(body);
  return read && 'press' in read ? read.press : null;
}

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

  it('keeps the time Telegram stamped on the message', () => {
    const read = readUpdate({
      update_id: 10,
      message: { message_id: 12, from, chat: { id: 5 }, date: 1_700_000_000, text: 'hi' },
    });
    expect(read?.sentAt).toEqual(new Date(1_700_000_000_000));
  });
});

describe('readPress', () => {
  const keyboard = {
    inline_keyboard: [
      [{ text: 'Yes please', callback_data: 'yes' }],
      [{ text: 'No', callback_data: 'no' }],
    ],
  };

  it("reads a press of a reply button as the button's title, with its id and the query", () => {
    const press = readPress({
      update_id: 20,
      callback_query: {
        id: '4382bfdwdsb323b2d9',
        from,
        chat_instance: '-7',
        data: 'yes',
        message: {
          message_id: 31,
          chat: { id: 42 },
          date: 0,
          text: 'Sure?',
          reply_markup: keyboard,
        },
      },
    });
    expect(press).toEqual({
      callbackQueryId: '4382bfdwdsb323b2d9',
      inbound: {
        chatId: '42',
        messageId: 'callback:4382bfdwdsb323b2d9',
        user: { id: '42', name: 'Ada Lovelace', username: 'ada' },
        text: 'Yes please',
        files: [],
        buttonId: 'yes',
      },
    });
    expect(readUpdate({ update_id: 20, callback_query: {} })).toBeNull();
  });

  it('ignores a query without data or without the message it came from', () => {
    const query = { id: 'q', from, chat_instance: '-7' };
    expect(readPress({ update_id: 21, callback_query: { ...query, data: 'x' } })).toBeNull();
    expect(
      readPress({
        update_id: 22,
        callback_query: { ...query, message: { message_id: 1, chat: { id: 1 } } },
      }),
    ).toBeNull();
  });
});
