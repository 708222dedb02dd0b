import { describe, expect, it } from '@jest/globals';
import { CONTENT_MAX_CHARS } from '@switchboard/contracts/message';
import { ATTACHMENTS_MAX, readReply } from './integration-reply.js';

describe('readReply', () => {
  it('accepts the spec reply with attachments and metadata', () => {
    const reply = readReply({
      content: 'hi',
      attachments: [{ url: 'https://x/a.png', filename: 'a.png', mime_type: 'image/png' }],
      metadata: { model: 'm' },
    });
    expect(reply).toEqual({
      content: 'hi',
      attachments: [{ url: 'https://x/a.png', filename: 'a.png', mime_type: 'image/png' }],
      metadata: { model: 'm' },
      buttons: [],
      handoff: false,
      droppedAttachments: [],
    });
  });

  it.each([
    ['a missing content', { text: 'x' }],
    ['a non-string content', { content: ['x'] }],
    ['an array body', [{ content: 'x' }]],
    ['a null body', null],
  ])('fails on %s', (_label, body) => {
    expect(typeof readReply(body)).toBe('string');
  });

  it('fails on content longer than a user message may be, and accepts it at the limit', () => {
    expect(readReply({ content: 'x'.repeat(CONTENT_MAX_CHARS + 1) })).toBe(
      `response content is longer than ${CONTENT_MAX_CHARS} characters`,
    );
    expect(readReply({ content: 'x'.repeat(CONTENT_MAX_CHARS) })).toMatchObject({
      content: 'x'.repeat(CONTENT_MAX_CHARS),
    });
  });

  it('accepts an empty string content (the backend chose to say nothing)', () => {
    expect(readReply({ content: '' })).toMatchObject({ content: '' });
  });

  it('drops malformed attachments and those over the limit, keeping the text', () => {
    const good = { url: 'https://x/a.png', filename: 'a.png', mime_type: 'image/png' };
    const reply = readReply({
      content: 'text survives',
      attachments: [
        { url: 'https://x/b' },
        ...Array.from({ length: ATTACHMENTS_MAX + 1 }, () => good),
      ],
      metadata: 'not an object',
    });
    expect(reply).toMatchObject({ content: 'text survives', metadata: {} });
    if (typeof reply === 'string') throw new Error(reply);
    expect(reply.attachments).toHaveLength(ATTACHMENTS_MAX);
    expect(reply.droppedAttachments).toEqual([
      'attachments.0 is not {url, filename, mime_type}',
      `attachments.${ATTACHMENTS_MAX + 1} is over the limit of ${ATTACHMENTS_MAX}`,
    ]);
  });

  it('reads a handoff with words for the user, and one without', () => {
    expect(readReply({ handoff: true, content: 'A person will answer you.' })).toMatchObject({
      content: 'A person will answer you.',
      handoff: true,
    });
    for (const silent of [
      { handoff: true },
      { handoff: true, content: null },
      { handoff: true, content: '' },
    ]) {
      expect(readReply(silent)).toMatchObject({ content: null, handoff: true, attachments: [] });
    }
  });

  it('fails on a handoff that is not a boolean, and on a missing content without one', () => {
    expect(readReply({ handoff: 'yes', content: 'x' })).toBe('response handoff is not a boolean');
    expect(readReply({ handoff: false })).toBe('response has no string content');
  });

  it('keeps 1..3 buttons and drops a set it cannot send, keeping the text', () => {
    const buttons = [
      { id: 'yes', title: 'Yes' },
      { id: 'no', title: 'No' },
    ];
    expect(readReply({ content: 'Sure?', buttons })).toMatchObject({ buttons });
    const tooMany = readReply({
      content: 'Pick',
      buttons: ['a', 'b', 'c', 'd'].map((id) => ({ id, title: id })),
    });
    expect(tooMany).toMatchObject({
      content: 'Pick',
      buttons: [],
      droppedAttachments: ['buttons were not sent: buttons must have at most 3 buttons'],
    });
    const longTitle = readReply({ content: 'Pick', buttons: [{ id: 'x', title: 'y'.repeat(21) }] });
    expect(longTitle).toMatchObject({
      buttons: [],
      droppedAttachments: ['buttons were not sent: buttons.0.title must be at most 20 characters'],
    });
  });
});
