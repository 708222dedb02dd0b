import { describe, expect, it } from '@jest/globals';
import { readWhatsAppDelivery } from './whatsapp-webhook.js';

const NUMBER = '106540352242922';

function deliveryOf(messages: unknown[], phoneNumberId = NUMBER) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Kerry' }, wa_id: '16315551234' }],
              messages,
            },
          },
        ],
      },
    ],
  };
}

const base = { from: '16315551234', timestamp: '1700000000' };

describe('reading a WhatsApp delivery', () => {
  it('keeps text, image, document and audio messages in order, with their media to fetch', () => {
    const read = readWhatsAppDelivery(
      deliveryOf([
        { ...base, id: 'wamid.1', type: 'text', text: { body: 'hi' } },
        { ...base, id: 'wamid.2', type: 'image', image: { id: 'm2', mime_type: 'image/jpeg' } },
        {
          ...base,
          id: 'wamid.3',
          type: 'document',
          document: {
            id: 'm3',
            mime_type: 'application/pdf',
            filename: 'bill.pdf',
            caption: 'pay?',
          },
        },
        {
          ...base,
          id: 'wamid.4',
          type: 'audio',
          audio: { id: 'm4', mime_type: 'audio/ogg; codecs=opus', voice: true },
        },
      ]),
      NUMBER,
    );
    expect(read.map((m) => [m.messageId, m.text, m.files])).toEqual([
      ['wamid.1', 'hi', []],
      ['wamid.2', '', [{ media_id: 'm2', file_name: 'image-wamid2', mime_type: 'image/jpeg' }]],
      [
        'wamid.3',
        'pay?',
        [{ media_id: 'm3', file_name: 'bill.pdf', mime_type: 'application/pdf' }],
      ],
      ['wamid.4', '', [{ media_id: 'm4', file_name: 'audio-wamid4', mime_type: 'audio/ogg' }]],
    ]);
    expect(read[0]).toMatchObject({
      chatId: '16315551234',
      user: { id: '16315551234', name: 'Kerry' },
    });
  });

  it.each([
    ['another number', deliveryOf([{ ...base, id: 'w', type: 'text', text: { body: 'x' } }], '1')],
    ['a reaction', deliveryOf([{ ...base, id: 'w', type: 'reaction', reaction: { emoji: '👍' } }])],
    ['another object', { object: 'page', entry: [] }],
    ['garbage', 'not a delivery'],
  ])('reads nothing from %s', (_name, body) => {
    expect(readWhatsAppDelivery(body, NUMBER)).toEqual([]);
  });
});
