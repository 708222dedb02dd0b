/**
 * The `api` channel's message endpoint (contract-decisions.md, "Conversations and messages"):
 * `POST /channels/{id}/messages` posts one user message and answers with the bot's reply.
 */
import { z } from 'zod';
import { dataEnvelope, idOf } from './common.js';
import { attachment, button, message, messageContent } from './message.js';

export const CHAT_FIELD_MAX = 200;

const shortText = (what: string) =>
  z
    .string({ error: `must be a string (${what})` })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(CHAT_FIELD_MAX, { error: `must be at most ${CHAT_FIELD_MAX} characters` });

export const channelMessageBody = z.strictObject({
  user: z.strictObject({
    id: shortText("your application's user id"),
    name: shortText('display name'),
    username: shortText('handle').optional(),
  }),
  chat_id: shortText('your chat or thread id'),
  content: messageContent,
  message_id: shortText('your id of this message; a repeat returns the first reply')
    .optional()
    .meta({ description: 'Idempotency: the same message_id in the same chat is answered once' }),
  button_id: z.string().min(1).max(200).optional().meta({
    description:
      "The id of the reply button the user pressed (`content` is then the button's title); kept as `metadata.button_id`",
  }),
});
export type ChannelMessageBody = z.output<typeof channelMessageBody>;

export const channelReply = z
  .strictObject({
    id: idOf('message'),
    content: z.union([z.string(), z.array(z.unknown())]),
    attachments: z.array(attachment),
    integration_id: z
      .string()
      .nullable()
      .meta({ description: 'null when every integration failed' }),
    latency_ms: z.number().int().nullable(),
    error: z.string().nullable().meta({
      description:
        "Why the reply is the bot's error_message, or which attachments were not delivered",
    }),
    buttons: z.array(button).optional().meta({ description: 'Reply buttons to show the user' }),
  })
  .meta({ id: 'ChannelReply' });
export type ChannelReply = z.output<typeof channelReply>;

export const channelMessageResponse = dataEnvelope(
  z.strictObject({
    conversation_id: idOf('conversation'),
    message,
    reply: channelReply,
  }),
);

/** The 202 answer during a handoff: the message is stored for a person; no reply comes. */
export const channelMessageHeldResponse = dataEnvelope(
  z.strictObject({
    conversation_id: idOf('conversation'),
    message,
  }),
);
