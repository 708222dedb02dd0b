/**
 * The screenshots in docs/, taken from the real system with the fakes at 1280 px (light) and
 * phone width (dark). Not part of the suite; after pnpm build, run
 * `pnpm --filter @switchboard/dashboard screenshots`.
 */
import { it } from '@jest/globals';
import path from 'node:path';
import { ROOT } from '@switchboard/testing/stack/processes';
import { openBrowser, signIn } from './browser.js';
import { startStack } from './stack.js';

it('takes the docs/ screenshots', async () => {
  const stack = await startStack();
  const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${stack.apiUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${stack.key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as T;
  };
  try {
    const bot = await api<{ data: { id: string } }>('POST', '/v1/bots', {
      name: 'Support bot',
      description: 'Answers customer questions',
    });
    await api('POST', `/v1/bots/${bot.data.id}/integrations`, {
      name: 'Primary backend',
      webhook_url: `${stack.backend.url}/primary`,
      headers: { Authorization: 'Bearer backend-token-1234' },
      weight: 10,
    });
    const channel = await api<{ data: { id: string } }>(
      'POST',
      `/v1/bots/${bot.data.id}/channels`,
      {
        type: 'api',
      },
    );
    for (const content of ['Hello!', 'Where is my order?', 'Thanks']) {
      await api('POST', `/v1/channels/${channel.data.id}/messages`, {
        user: { id: 'u1', name: 'Ada' },
        chat_id: 'c1',
        content,
      });
    }
    const marker = stack.llm.script('shots', [
      {
        toolCalls: [
          { name: 'model-catalog__search-models', arguments: { query: 'claude', limit: 3 } },
        ],
      },
      { content: '## Recommendation\n\nUse **anthropic/claude-sonnet** for long documents.' },
    ]);
    const loop = await api<{ data: { id: string } }>('POST', '/v1/agent-loops', {
      name: 'Model scout',
      system_prompt: 'You recommend models.',
      user_message: `Which model for long documents? ${marker}`,
      mcp_servers: ['model-catalog'],
    });
    const run = await api<{ data: { id: string } }>(
      'POST',
      `/v1/agent-loops/${loop.data.id}/run?wait=30`,
    );

    const shoot = async (options: { width: number; dark: boolean }, shots: [string, string][]) => {
      const session = await openBrowser(options);
      await signIn(session.page, stack.dashboardUrl, stack.key);
      for (const [route, file] of shots) {
        await session.page.goto(`${stack.dashboardUrl}${route}`);
        await session.page.waitForLoadState('networkidle');
        await session.page.screenshot({ path: path.join(ROOT, 'docs', file), fullPage: true });
      }
      await session.close();
    };
    await shoot({ width: 1280, dark: false }, [
      ['', 'dashboard-overview.png'],
      [`bots/${bot.data.id}/integrations`, 'dashboard-bot.png'],
      [`executions/${run.data.id}`, 'dashboard-execution.png'],
    ]);
    await shoot({ width: 390, dark: true }, [['bots', 'dashboard-phone-dark.png']]);
    const conversations = await api<{ data: { id: string }[] }>(
      'GET',
      `/v1/bots/${bot.data.id}/conversations`,
    );
    await shoot({ width: 1280, dark: true }, [
      [
        `bots/${bot.data.id}/conversations/${conversations.data[0]?.id}`,
        'dashboard-conversation-dark.png',
      ],
    ]);
  } finally {
    await stack.stop();
  }
}, 180_000);
