/** `POST /v1/channels/{id}/messages`: the `api` channel, answered synchronously with the reply. */
import { channelIdParams, type ChannelRecord } from '@switchboard/contracts/channel';
import {
  channelMessageBody,
  channelMessageHeldResponse,
  channelMessageResponse,
  channelReply,
} from '@switchboard/contracts/channel-message';
import { assertUrlsAllowed, publicView } from '@switchboard/contracts/common';
import { contentUrls, toPublicMessage } from '@switchboard/contracts/message';
import { ValidationError } from '@switchboard/kit/errors';
import { getById } from '@switchboard/store/by-id';
import type { z } from 'zod';
import type { Collection } from '@switchboard/store/port';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { InboundDeps } from '../../relay/ports/channel-adapter.js';

export interface ChannelMessageRouteDeps {
  relay: InboundDeps['relay'];
  channels: Pick<Collection<ChannelRecord>, 'findById'>;
  allowPrivateNetwork: boolean;
}

/** The api channel's message route. */
export function channelMessageRoutes(deps: ChannelMessageRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/channels/{id}/messages',
      tag: 'Channels',
      summary: 'Send a user message through an api channel and get the reply',
      description:
        "Stores the message, relays it with the conversation's history to the bot's integrations " +
        "(primary, then fallbacks) and answers with the reply within the channel's timeout. When " +
        "every integration fails the reply is the bot's error_message with `integration_id: null` " +
        'and `error` saying why. A repeated `message_id` in the same chat returns the first reply. ' +
        'Over the number of messages the server answers at once (per team, RELAY_MAX_CONCURRENT_PER_TEAM, ' +
        'or in total) a message waits briefly, then gets 429 CONCURRENCY_LIMIT_EXCEEDED or 503 ' +
        'SERVICE_UNAVAILABLE with `retry_after`, and nothing is stored. While the conversation is ' +
        'handed to a person (status `handoff`), or when the integration hands it over without a ' +
        "reply, the answer is 202 with the stored message and no reply: the person's messages " +
        'are listed with the conversation (GET /v1/conversations/{id}/messages, role `agent`).',
      params: channelIdParams,
      body: channelMessageBody,
      response: channelMessageResponse,
      also: [
        {
          status: 202,
          description: 'Stored for a person (the conversation is in handoff); no reply',
          response: channelMessageHeldResponse,
        },
      ],
      errors: [404, 409, 429, 503],
      handler: async ({ params, body, auth, setStatus }) => {
        const channel = await getById(deps.channels, auth.scope, params.id, 'channel');
        if (channel.type !== 'api') {
          throw new ValidationError([
            {
              path: 'id',
              message: `channel ${channel.id} is a ${channel.type} channel; only api channels accept posted messages`,
            },
          ]);
        }
        assertUrlsAllowed(
          { allowPrivateNetwork: deps.allowPrivateNetwork },
          contentUrls(body.content, 'content'),
        );
        // Reserved before the message is stored: one refused with 429/503 leaves nothing behind,
        // so the client can send it again with the same message_id.
        const release = await deps.relay.reserve(channel);
        let result;
        try {
          const received = await deps.relay.receive({
            channel,
            chatId: body.chat_id,
            user: body.user,
            content: body.content,
            platformMessageId: body.message_id ?? null,
            metadata: body.button_id ? { button_id: body.button_id } : null,
          });
          if (received.message.status === 'handoff') {
            // Stored for the person who has the conversation: nobody else answers it.
            result = { ...received, reply: null };
          } else if (received.duplicate) {
            result = await deps.relay.replyToDuplicate(channel, received);
          } else {
            result = await deps.relay.process(channel, received.conversation, received.message, {
              fresh: true,
            });
          }
        } finally {
          release();
        }
        const message = toPublicMessage(result.message);
        if (result.reply === null) {
          setStatus(202);
          // The 202's body (channelMessageHeldResponse, documented under `also`): the handler's
          // return type knows only the 200's schema.
          const held: z.input<typeof channelMessageHeldResponse> = {
            data: { conversation_id: result.conversation.id, message },
          };
          return held as never;
        }
        return {
          data: {
            conversation_id: result.conversation.id,
            message,
            reply: publicView(channelReply, result.reply),
          },
        };
      },
    }),
  ];
}
