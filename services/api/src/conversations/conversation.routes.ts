import { paginationQuery } from '@switchboard/contracts/query';
import {
  botConversationsParams,
  conversationIdParams,
  conversationListQuery,
  conversationListResponse,
  conversationResponse,
  messageListResponse,
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
      description: 'Filters: `user_id` (the platform user id) and `status` (active | closed).',
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
