/** Builds a bot with integrations and a channel through the public API, for relay tests. */
import { expect } from '@jest/globals';
import type { TestApp } from '../api/start-app.js';

export interface IntegrationInput {
  name?: string;
  webhook_url: string;
  headers?: Record<string, string>;
  timeout?: number;
  weight?: number;
  fallback?: boolean;
  enabled?: boolean;
}

export interface BotSetup {
  botId: string;
  channelId: string;
  integrationIds: string[];
}

/** Creates a bot, its integrations (in order) and one channel; fails the test on any non-2xx. */
export async function setUpBot(
  app: TestApp,
  key: string,
  options: {
    bot?: Record<string, unknown>;
    integrations: IntegrationInput[];
    channel?: Record<string, unknown>;
  },
): Promise<BotSetup> {
  const bot = await app.request<{ data: { id: string } }>('POST', '/v1/bots', {
    key,
    body: { name: 'Helper bot', ...options.bot },
  });
  expect(bot.status).toBe(201);
  const botId = bot.body.data.id;
  const integrationIds: string[] = [];
  for (const [index, integration] of options.integrations.entries()) {
    const created = await app.request<{ data: { id: string } }>(
      'POST',
      `/v1/bots/${botId}/integrations`,
      { key, body: { name: `backend ${index}`, timeout: 5, ...integration } },
    );
    expect(created.status).toBe(201);
    integrationIds.push(created.body.data.id);
  }
  const channel = await app.request<{ data: { id: string } }>(
    'POST',
    `/v1/bots/${botId}/channels`,
    { key, body: { type: 'api', timeout: 30, ...options.channel } },
  );
  expect(channel.status).toBe(201);
  return { botId, channelId: channel.body.data.id, integrationIds };
}

export interface PostedReply {
  conversation_id: string;
  message: Record<string, unknown> & {
    id: string;
    status: string | null;
    error: string | null;
    created_at: string;
  };
  reply: {
    id: string;
    content: unknown;
    attachments: Array<{ url: string; filename: string; mime_type: string }>;
    integration_id: string | null;
    latency_ms: number | null;
    error: string | null;
  };
}

/** Posts one user message through an api channel. */
export function postMessage(
  app: TestApp,
  key: string,
  channelId: string,
  body: Record<string, unknown>,
) {
  return app.request<{ data: PostedReply }>('POST', `/v1/channels/${channelId}/messages`, {
    key,
    body: { user: { id: 'u1', name: 'Ada' }, chat_id: 'chat-1', ...body },
  });
}
