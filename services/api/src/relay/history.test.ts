import { describe, expect, it } from '@jest/globals';
import { buildHistory, HISTORY_MAX_CHARS, type HistoryMessage } from './history.js';

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

describe('buildHistory size budget', () => {
  const quarter = 'x'.repeat(HISTORY_MAX_CHARS / 4);

  it('drops the oldest turns once earlier turns hold more than HISTORY_MAX_CHARS', () => {
    const recent = [
      m('1', 'user', `1${quarter}`),
      m('2', 'assistant', quarter),
      m('3', 'user', quarter),
      m('4', 'assistant', quarter),
      m('5', 'user', 'new'),
    ];
    const sent = buildHistory([m('0', 'system', 'be brief')], recent, 100);
    expect(sent.map((message) => message.content)).toEqual([
      'be brief',
      quarter,
      quarter,
      quarter,
      'new',
    ]);
  });

  it('always sends the new message, however long, and counts image URLs', () => {
    const image = { type: 'image_url' as const, image_url: { url: `https://x/${quarter}` } };
    const recent: HistoryMessage[] = [
      { id: '1', role: 'user', content: [image, image, image, image] },
      m('2', 'user', quarter.repeat(4)),
    ];
    expect(buildHistory([], recent, 100)).toEqual([{ role: 'user', content: quarter.repeat(4) }]);
  });
});
