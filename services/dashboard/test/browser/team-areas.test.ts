import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeMcpServer, type FakeMcpServer } from '@switchboard/testing/fakes/fake-mcp-server';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '@switchboard/testing/fakes/webhook-receiver';
import { useDashboard } from './use-dashboard.js';

const dash = useDashboard();
let mcp: FakeMcpServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  [mcp, receiver] = await Promise.all([
    startFakeMcpServer({ era: '2026-07-28' }),
    startWebhookReceiver(),
  ]);
});
afterAll(async () => {
  await Promise.all([mcp?.close(), receiver?.close()]);
});

/** A bot with an integration and an api channel, and one message through it (set-up via the API). */
async function chatOnce(content: string): Promise<void> {
  const bot = await dash.apiRequest<{ data: { id: string } }>('POST', '/v1/bots', { name: 'Echo' });
  await dash.apiRequest('POST', `/v1/bots/${bot.data.id}/integrations`, {
    name: 'echo',
    webhook_url: `${dash.stack.backend.url}/echo`,
  });
  const channel = await dash.apiRequest<{ data: { id: string } }>(
    'POST',
    `/v1/bots/${bot.data.id}/channels`,
    { type: 'api' },
  );
  await dash.apiRequest('POST', `/v1/channels/${channel.data.id}/messages`, {
    user: { id: 'u1', name: 'Ada' },
    chat_id: 'c1',
    content,
  });
}

describe('dashboard: team areas', () => {
  it('webhooks: adds an endpoint (secret shown once), sees a delivery and redelivers it', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'Webhooks' }).click();
    // Every event the API sends is offered, described for a person, and chosen by default.
    const approvals = page.getByRole('checkbox', { name: /execution\.approval_requested/ });
    expect(await approvals.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox').count()).toBe(8);
    await page.getByLabel('URL').fill(`${receiver.url}/hooks`);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secretBox = page.getByRole('status', { name: 'Signing secret' });
    const secret = (await secretBox.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    receiver.setSecret('/hooks', secret);
    await dash.checkPage();
    await secretBox.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByText(secret).count()).toBe(0);

    await chatOnce('hello webhooks');
    await receiver.received.waitFor((r) => r.path === '/hooks' && r.verified);
    await page.getByRole('button', { name: 'Deliveries' }).click();
    const delivery = page.locator('details').filter({ hasText: 'bot.message_received' }).first();
    await page
      .getByText(/bot\.message_received · delivered · 1 attempt/)
      .first()
      .waitFor();
    await delivery.locator('summary').click();
    await delivery.getByRole('button', { name: 'Redeliver' }).click();
    await page
      .getByText(/bot\.message_received · delivered · 2 attempt/)
      .first()
      .waitFor();
    await dash.checkPage();
  });

  it('overview: shows the day’s messages and replies from GET /v1/usage', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'Overview' }).click();
    const totals = page.getByRole('region', { name: 'Totals' });
    // The totals render at once and fill in when GET /v1/usage answers.
    await totals.filter({ hasText: /Messages received\s*1/ }).waitFor();
    expect(await totals.textContent()).toMatch(/Replies sent\s*1/);
    const chart = page.getByRole('figure', { name: 'Messages per day' });
    await chart.locator('svg').first().waitFor();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await dash.checkPage();
    // A day's tooltip is as readable as the page (axe judges its contrast too).
    await chart.getByRole('application').hover();
    await chart.locator('.recharts-tooltip-item').first().waitFor();
    await dash.checkPage();
  });

  it('tool servers: registers an MCP server and tests it, showing the MCP revision', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'Tool servers' }).click();
    await page.getByRole('heading', { name: 'Tool servers', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('Shouter');
    await page.getByLabel('URL').fill(mcp.url);
    await page.getByRole('button', { name: 'Register' }).click();
    const card = page.getByRole('article', { name: 'Tool server Shouter' });
    await card.getByRole('button', { name: 'Test' }).click();
    await card.getByText('reachable').waitFor();
    expect(await card.textContent()).toContain('over MCP 2026-07-28');
    expect(await card.textContent()).toContain('shout');
    await dash.checkPage();
  });

  it('API keys: creates a key shown once with a copy button, then revokes it', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'API keys' }).click();
    // The page before (tool servers) has a Name field too: fill this page's one, once it is shown.
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('CI');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('status', { name: 'New API key' });
    expect(await shown.locator('code').textContent()).toMatch(/^sb_/);
    await shown.getByRole('button', { name: 'Copy' }).waitFor();
    await dash.checkPage();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke CI' }).click();
    await page.getByText(/revoked/).waitFor();
  });

  it('model catalog: searches, filters, recommends and opens a model', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'Model catalog' }).click();
    await page.getByRole('table', { name: 'Models' }).waitFor();
    // How many models there are in all, not only the first page's.
    const catalog = await dash.apiRequest<{ result: { data: { total_matching: number } } }>(
      'POST',
      '/v1/model-catalog/list-models',
      { parameters: { limit: 1 } },
    );
    const total = catalog.result.data.total_matching;
    expect(total).toBeGreaterThan(50);
    expect(await page.getByRole('status', { name: 'Models shown' }).textContent()).toBe(
      `Showing 50 of ${total} models`,
    );
    await page.getByLabel('Search').fill('gpt 4o mini');
    await page.getByRole('button', { name: 'openai/gpt-4o-mini', exact: true }).first().waitFor();
    await page.getByLabel('Vision').check();
    await page.getByLabel('Recommend a model for…').fill('coding');
    const picks = page.getByRole('list', { name: 'Recommendations' });
    await picks.getByRole('button').first().click();
    const details = page.getByRole('region', { name: /^Model / });
    await details.getByRole('button', { name: 'Close' }).waitFor();
    // The catalog's markdown tables are tables, not rows of pipes.
    await details.getByRole('table').first().waitFor();
    expect(await details.textContent()).not.toMatch(/\|\s*-{3}/);
    await dash.checkPage();
  });
});
