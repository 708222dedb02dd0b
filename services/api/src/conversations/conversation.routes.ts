import { emptyBody } from '@switchboard/contracts/common';
import { paginationQuery } from '@switchboard/contracts/query';
import {
  botConversationsParams,
  conversationIdParams,
  conversationListQuery,
  conversationListResponse,
  conversationResponse,
  handoffBody,
  messageListResponse,
  teamConversationListQuery,
  toPublicConversation,
} from '@switchboard/contracts/conversation';
import { toPublicMessage } from '@switchboard/contracts/message';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ConversationService } from './conversation.service.js';

const TAG = 'Conversations';

/** `/v1/bots/{bot_id}/conversations`, `/v1/conversations/{id}` and its messages. */
export function conversationRoutes(conversations: ConversationService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/bots/{bot_id}/conversations',
      tag: TAG,
      summary: "List a bot's conversations, most recent activity first",
      description:
        'Filters: `user_id` (the platform user id) and `status` (active | handoff | closed).',
      params: botConversationsParams,
      query: conversationListQuery,
      response: conversationListResponse,
      errors: [404],
      handler: async ({ auth, params, query }) =>
        listResponse(
          await conversations.list(auth.scope, params.bot_id, query),
          query,
          toPublicConversation,
        ),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/conversations',
      tag: TAG,
      summary: "List the team's conversations across bots, most recent activity first",
      description:
        'The inbox: `?status=handoff` lists the conversations waiting for a person. Filters: ' +
        '`bot_id`, `user_id` (the platform user id) and `status` (active | handoff | closed).',
      query: teamConversationListQuery,
      response: conversationListResponse,
      errors: [404],
      handler: async ({ auth, query }) =>
        listResponse(await conversations.listTeam(auth.scope, query), query, toPublicConversation),
    }),
    defineRoute({
      method: 'post',
      path: '/v1/conversations/{id}/handoff',
      tag: TAG,
      summary: 'Hand a conversation to a person',
      description:
        'Sets `status` to `handoff`: user messages are still stored and emitted ' +
        '(`bot.message_received`) but not relayed to integrations; a person answers with ' +
        '`POST /v1/conversations/{id}/messages`. Emits `conversation.handoff_requested`. A ' +
        'conversation already in handoff is answered as it is; a closed one is a 409.',
      params: conversationIdParams,
      body: handoffBody,
      response: conversationResponse,
      errors: [404, 409],
      handler: async ({ auth, params, body }) => ({
        data: toPublicConversation(
          await conversations.handoff.handOff(auth.scope, params.id, body.reason ?? null),
        ),
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/v1/conversations/{id}/resume',
      tag: TAG,
      summary: 'Give a conversation back to the bot',
      description:
        "Sets `status` back to `active`: the next user message is relayed to the bot's " +
        'integrations (with the whole conversation, the person’s messages included). An active ' +
        'conversation is answered as it is; a closed one is a 409.',
      params: conversationIdParams,
      body: emptyBody,
      response: conversationResponse,
      errors: [404, 409],
      handler: async ({ auth, params }) => ({
        data: toPublicConversation(await conversations.handoff.resume(auth.scope, params.id)),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/conversations/{id}',
      tag: TAG,
      summary: 'Get a conversation',
      params: conversationIdParams,
      response: conversationResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({
        data: toPublicConversation(await conversations.get(auth.scope, params.id)),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/conversations/{id}/messages',
      tag: TAG,
      summary: "List a conversation's messages in chat order (oldest first)",
      params: conversationIdParams,
      query: paginationQuery,
      response: messageListResponse,
      errors: [404],
      handler: async ({ auth, params, query }) =>
        listResponse(
          await conversations.listMessages(auth.scope, params.id, query),
          query,
          toPublicMessage,
        ),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/conversations/{id}',
      tag: TAG,
      summary: 'Delete a conversation and its messages',
      params: conversationIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => conversations.delete(auth.scope, params.id),
    }),
  ];
}
