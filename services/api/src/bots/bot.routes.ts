import {
  botIdParams,
  botListResponse,
  botResponse,
  createBotBody,
  updateBotBody,
} from '@switchboard/contracts/bots';
import { paginationQuery } from '@switchboard/contracts/query';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { BotService } from './bot.service.js';

const TAG = 'Bots';

/** `/v1/bots` and `/v1/bots/{id}`. */
export function botRoutes(bots: BotService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/bots',
      tag: TAG,
      summary: 'List bots, newest first',
      query: paginationQuery,
      response: botListResponse,
      handler: async ({ auth, query }) =>
        listResponse(await bots.list(auth.scope, query), query, (bot) => bot),
    }),
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/bots',
      tag: TAG,
      summary: 'Create a bot',
      body: createBotBody,
      status: 201,
      response: botResponse,
      handler: async ({ auth, body }) => ({ data: await bots.create(auth, body) }),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/bots/{id}',
      tag: TAG,
      summary: 'Get a bot',
      params: botIdParams,
      response: botResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({ data: await bots.get(auth.scope, params.id) }),
    }),
    defineRoute({
      method: 'patch',
      path: '/v1/bots/{id}',
      tag: TAG,
      summary: 'Update some of a bot’s fields',
      params: botIdParams,
      body: updateBotBody,
      response: botResponse,
      errors: [404],
      handler: async ({ auth, params, body }) => ({
        data: await bots.update(auth.scope, params.id, body),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/bots/{id}',
      tag: TAG,
      summary: 'Delete a bot with its integrations, channels, conversations and messages',
      params: botIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => bots.delete(auth.scope, params.id),
    }),
  ];
}
