/**
 * Messages the service sends on a team's behalf rather than in answer to a user
 * (contract-decisions.md, "Conversations with people in them"): a proactive first message to a
 * chat (`POST /channels/{id}/outbound`), sent through the channel's send queue. On WhatsApp,
 * outside the 24-hour customer service window, only a template may go.
 */
import { z } from 'zod';
import { dataEnvelope, idOf } from './common.js';
import { CHAT_FIELD_MAX } from './channel-message.js';
import { buttons, message, messageContent } from './message.js';
import { whatsappTemplate } from './platforms/whatsapp.js';

/** `POST /channels/{id}/outbound`: `content` or (WhatsApp) `template`, exactly one. */
export const outboundMessageBody = z
  .strictObject({
    chat_id: z
      .string({ error: 'must be a string (the chat to write to)' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(CHAT_FIELD_MAX, { error: `must be at most ${CHAT_FIELD_MAX} characters` })
      .meta({
        description:
          "The platform's chat: a Telegram chat id, a Slack channel (`C…` or `C…:<thread ts>`), a WhatsApp number (wa_id), or your api chat id",
      }),
    content: messageContent.optional(),
    template: whatsappTemplate.optional().meta({
      description:
        'WhatsApp only: a template message, the only kind allowed outside the 24-hour window',
    }),
    buttons: buttons.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.content === undefined) === (body.template === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: 'give either content or template (one of them)',
      });
    }
    if (body.template !== undefined && body.buttons !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['buttons'],
        message: "a template's buttons are part of the approved template",
      });
    }
  });
export type OutboundMessageBody = z.output<typeof outboundMessageBody>;

export const outboundMessageResponse = dataEnvelope(
  z.strictObject({
    conversation_id: idOf('conversation'),
    message,
  }),
);
