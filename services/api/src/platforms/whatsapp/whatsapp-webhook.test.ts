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
    ).messages;
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
      sentAt: new Date(1_700_000_000_000),
    });
  });

  it('reads a press of a reply button, and of a template quick reply, as the title with its id', () => {
    const read = readWhatsAppDelivery(
      deliveryOf([
        {
          ...base,
          id: 'wamid.5',
          type: 'interactive',
          context: { from: '15550100', id: 'wamid.out1' },
          interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Yes please' } },
        },
        {
          ...base,
          id: 'wamid.6',
          type: 'button',
          button: { payload: 'stop-promos', text: 'Stop' },
        },
      ]),
      NUMBER,
    ).messages;
    expect(read.map((m) => [m.text, m.buttonId])).toEqual([
      ['Yes please', 'yes'],
      ['Stop', 'stop-promos'],
    ]);
  });

  it('reads the statuses of sent messages as receipts, a failure with its reason', () => {
    const body = deliveryOf([]);
    const value = body.entry[0]!.changes[0]!.value as Record<string, unknown>;
    delete value.messages;
    value.statuses = [
      { id: 'wamid.out1', status: 'delivered', timestamp: '1700000100', recipient_id: '1' },
      {
        id: 'wamid.out2',
        status: 'failed',
        timestamp: '1700000200',
        recipient_id: '1',
        errors: [
          {
            code: 131026,
            title: 'Message undeliverable',
            error_data: { details: 'The recipient is not on WhatsApp' },
          },
        ],
      },
      { id: 'wamid.out3', status: 'deleted', timestamp: '1700000300', recipient_id: '1' },
    ];
    expect(readWhatsAppDelivery(body, NUMBER).receipts).toEqual([
      { platformMessageId: 'wamid.out1', status: 'delivered', at: new Date(1_700_000_100_000) },
      {
        platformMessageId: 'wamid.out2',
        status: 'failed',
        error: 'Message undeliverable: The recipient is not on WhatsApp (Meta error 131026)',
        at: new Date(1_700_000_200_000),
      },
    ]);
  });

  it.each([
    ['another number', deliveryOf([{ ...base, id: 'w', type: 'text', text: { body: 'x' } }], '1')],
    ['a reaction', deliveryOf([{ ...base, id: 'w', type: 'reaction', reaction: { emoji: '👍' } }])],
    ['another object', { object: 'page', entry: [] }],
    ['garbage', 'not a delivery'],
  ])('reads nothing from %s', (_name, body) => {
    expect(readWhatsAppDelivery(body, NUMBER)).toEqual({ messages: [], receipts: [] });
  });
});
