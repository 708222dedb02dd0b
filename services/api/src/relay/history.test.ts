import { describe, expect, it } from '@jest/globals';
import { buildHistory, contentText, type HistoryMessage } from './history.js';

const m = (
  id: string,
  role: HistoryMessage['role'],
  content: string,
  integration_id: string | null = 'int_x',
): HistoryMessage => ({
  id,
  role,
  content,
  integration_id: role === 'assistant' ? integration_id : null,
});

describe('buildHistory', () => {
  it('keeps the last context_window turns, oldest first, ending with the new message', () => {
    const recent = [
      m('1', 'user', 'a'),
      m('2', 'assistant', 'b'),
      m('3', 'user', 'c'),
      m('4', 'assistant', 'd'),
      m('5', 'user', 'e'),
    ];
    expect(buildHistory([], recent, 3)).toEqual([
      { role: 'user', content: 'c' },
      { role: 'assistant', content: 'd' },
      { role: 'user', content: 'e' },
    ]);
  });

  it('keeps system messages however old, ahead of the turns, and does not count them', () => {
    const system = [m('0', 'system', 'be brief')];
    const recent = [
      m('0', 'system', 'be brief'),
      m('1', 'user', 'a'),
      m('2', 'assistant', 'b'),
      m('3', 'user', 'c'),
    ];
    expect(buildHistory(system, recent, 2)).toEqual([
      { role: 'system', content: 'be brief' },
      { role: 'assistant', content: 'b' },
      { role: 'user', content: 'c' },
    ]);
  });

  it("leaves out the bot's own error replies", () => {
    const recent = [
      m('1', 'user', 'a'),
      m('2', 'assistant', 'Sorry, offline', null),
      m('3', 'user', 'b'),
    ];
    expect(buildHistory([], recent, 10)).toEqual([
      { role: 'user', content: 'a' },
      { role: 'user', content: 'b' },
    ]);
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
