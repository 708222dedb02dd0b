import {
  botChannelsParams,
  CHANNEL_TYPES,
  channelIdParams,
  channelListResponse,
  channelResponse,
  createChannelBody,
  toPublicChannel,
  updateChannelBody,
} from '@switchboard/contracts/channel';
import { paginationQuery } from '@switchboard/contracts/query';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ChannelService } from './channel.service.js';

const TAG = 'Channels';

/** `/v1/bots/{bot_id}/channels` and `/v1/channels/{id}`; credentials in config always masked. */
export function channelRoutes(channels: ChannelService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/bots/{bot_id}/channels',
      tag: TAG,
      summary: "List a bot's channels, newest first",
      params: botChannelsParams,
      query: paginationQuery,
      response: channelListResponse,
      errors: [404],
      handler: async ({ auth, params, query }) =>
        listResponse(await channels.list(auth.scope, params.bot_id, query), query, toPublicChannel),
    }),
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/bots/{bot_id}/channels',
      tag: TAG,
      summary: `Connect a bot to a channel (${CHANNEL_TYPES.join(', ')})`,
      description:
        '`timeout` must exceed the timeout of every integration of the bot. The credentials in `config` are shown masked afterwards. One platform account (a Telegram bot, a Slack app installation, a WhatsApp number) backs one channel: an account another channel (of any team) already has is a 409.',
      params: botChannelsParams,
      body: createChannelBody,
      status: 201,
      response: channelResponse,
      // 502: the platform did not answer the webhook registration or the token check.
      errors: [404, 409, 502],
      handler: async ({ auth, params, body }) => ({
        data: toPublicChannel(await channels.create(auth, params.bot_id, body)),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/channels/{id}',
      tag: TAG,
      summary: 'Get a channel',
      params: channelIdParams,
      response: channelResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({
        data: toPublicChannel(await channels.get(auth.scope, params.id)),
      }),
    }),
    defineRoute({
      method: 'patch',
      path: '/v1/channels/{id}',
      tag: TAG,
      summary: 'Update a channel’s name, timeout or config',
      description:
        'A new `config` must be the full config of the channel’s type (the type never changes); it reconnects the channel. A value sent back exactly as responses show it (masked) keeps the stored secret.',
      params: channelIdParams,
      body: updateChannelBody,
      response: channelResponse,
      // 502: the platform did not answer the webhook registration or the token check.
      errors: [404, 409, 502],
      handler: async ({ auth, params, body }) => ({
        data: toPublicChannel(await channels.update(auth.scope, params.id, body)),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/channels/{id}',
      tag: TAG,
      summary: 'Delete a channel',
      params: channelIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => channels.delete(auth.scope, params.id),
    }),
  ];
}
