import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { useBot, expectFieldErrors } from '../resource-helpers.js';

// With ALLOW_PRIVATE_NETWORK=false a URL whose host is a loopback, private,
// link-local or metadata IP literal (or localhost) can never be called, and no DNS lookup is
// needed to know it, so registering one is a 422 naming the setting, not a silent 201.

const app = useApp({ env: { ALLOW_PRIVATE_NETWORK: 'false' } });
const team = useTeam(app);
const bot = useBot(app, team);

const PRIVATE = [
  'https://127.0.0.1/hook',
  'https://2130706433/hook',
  'https://[::1]/hook',
  'https://[::ffff:10.0.0.1]/hook',
  'https://169.254.169.254/latest/meta-data',
  'https://192.168.1.20/hook',
  'https://localhost/hook',
];

function expectPrivateRefused(res: { status: number; body: unknown }, path: string): void {
  expectFieldErrors(res, [path]);
  const [field] = (res.body as ErrorResponse).error.details!.fields as { message: string }[];
  expect(field!.message).toContain('ALLOW_PRIVATE_NETWORK=true');
}

describe('user-registered URLs on a strict deployment', () => {
  it.each(PRIVATE)('refuses integration webhook_url %s', async (url) => {
    const res = await app.request('POST', `/v1/bots/${bot.id}/integrations`, {
      key: team.key,
      body: { name: 'backend', webhook_url: url },
    });
    expectPrivateRefused(res, 'webhook_url');
  });

  it('refuses them for callbacks, tool servers and webhook endpoints too', async () => {
    const url = 'https://10.0.0.5/x';
    const loop = await app.request('POST', '/v1/agent-loops', {
      key: team.key,
      body: { name: 'L', system_prompt: 's', user_message: 'u', callback_url: url },
    });
    expectPrivateRefused(loop, 'callback_url');
    const server = await app.request('POST', '/v1/mcp-servers', {
      key: team.key,
      body: { name: 'tools', url },
    });
    expectPrivateRefused(server, 'url');
    const webhook = await app.request('POST', '/v1/webhooks', {
      key: team.key,
      body: { url, events: ['agent_loop.completed'] },
    });
    expectPrivateRefused(webhook, 'url');
  });

  it('keeps accepting public literals and host names (resolved only when sending)', async () => {
    for (const url of ['https://8.8.8.8/hook', 'https://ai.example.com/hook']) {
      const res = await app.request('POST', `/v1/bots/${bot.id}/integrations`, {
        key: team.key,
        body: { name: 'backend', webhook_url: url },
      });
      expect(res.status).toBe(201);
    }
  });
});
