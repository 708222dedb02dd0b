/** `POST /v1/conversations/{id}/messages` (a person writes) and `POST /v1/channels/{id}/outbound`. */
import { channelIdParams } from '@switchboard/contracts/channel';
import {
  agentMessageBody,
  conversationIdParams,
  messageResponse,
} from '@switchboard/contracts/conversation';
import { toPublicMessage } from '@switchboard/contracts/message';
import { outboundMessageBody, outboundMessageResponse } from '@switchboard/contracts/outbound';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { OutboundService } from './outbound.service.js';

const QUEUED =
  'The answer is 201 once the message is stored in the send queue, which survives a restart; ' +
  '`delivery` is null until the platform takes it, then `sent` (and, on WhatsApp, `delivered`, ' +
  '`read`) or `failed` with `error` (also sent as `message.delivery_failed`). Messages to one ' +
  'chat go in order, at the platform’s pace (Telegram about one a second), so a burst is ' +
  'delayed, not dropped. On an `api` channel the message is `sent` at once: your app reads it ' +
  'with the conversation’s messages.';

/** The routes that send messages outside an answer. */
export function outboundRoutes(outbound: OutboundService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/conversations/{id}/messages',
      tag: 'Conversations',
      summary: "A person writes to the conversation's user",
      description:
        'Stores a message with role `agent` and sends it through the conversation’s channel ' +
        '(with its attachments, downloaded by the service, and reply buttons), in any status ' +
        'but `closed` (409). On WhatsApp, more than 24 hours after the user last wrote, it is a ' +
        '422 `OUTSIDE_CUSTOMER_SERVICE_WINDOW` (send a template through the channel’s outbound). ' +
        'Integrations see it in the history as an `assistant` turn with ' +
        `\`metadata.author: "agent"\`. ${QUEUED}`,
      params: conversationIdParams,
      body: agentMessageBody,
      status: 201,
      response: messageResponse,
      errors: [404, 409, 422],
      handler: async ({ auth, params, body }) => ({
        data: toPublicMessage(await outbound.agentMessage(auth.scope, params.id, body)),
      }),
    }),
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/channels/{id}/outbound',
      tag: 'Channels',
      summary: 'Send the first message to a chat (a proactive message)',
      description:
        'Sends `content` (or, on WhatsApp, an approved `template`) to `chat_id`, in the chat’s ' +
        'conversation (a new one when nobody has written yet); the message has role ' +
        '`assistant` and `metadata.source: "outbound"`, and integrations see it as the bot’s ' +
        'turn. WhatsApp delivers free text only within 24 hours of the user’s last message (by ' +
        'its own timestamp): outside that window, content is a 422 ' +
        '`OUTSIDE_CUSTOMER_SERVICE_WINDOW` and only a template may go. A disconnected channel ' +
        `is a 409. ${QUEUED}`,
      params: channelIdParams,
      body: outboundMessageBody,
      status: 201,
      response: outboundMessageResponse,
      errors: [404, 409],
      handler: async ({ auth, params, body }) => {
        const sent = await outbound.outbound(auth.scope, params.id, body);
        return {
          data: { conversation_id: sent.conversation.id, message: toPublicMessage(sent.message) },
        };
      },
    }),
  ];
}
