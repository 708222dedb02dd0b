import { describe, expect, it } from '@jest/globals';
import { useDashboard } from './use-dashboard.js';

const dash = useDashboard();

describe('dashboard: bots', () => {
  it('creates a bot, adds an integration, chats in the playground and reads the thread', async () => {
    const { page, stack } = dash;
    // A new team's overview says there is nothing yet rather than drawing empty axes.
    await page.getByText(/^No data yet in the last 7 days/).waitFor();
    expect(await page.getByText('No data yet in these days.').count()).toBe(5);
    expect(await page.locator('figure svg.recharts-surface').count()).toBe(0);
    await dash.checkPage();
    await page.getByRole('link', { name: 'Bots' }).click();
    await page.getByText('No bots yet').waitFor();
    await dash.checkPage();
    await page.getByRole('button', { name: 'New bot' }).click();
    await page.getByLabel('Name').fill('Support bot');
    await page.getByRole('button', { name: 'Create bot' }).click();
    await page.getByRole('heading', { name: 'Support bot' }).waitFor();

    await page.getByRole('button', { name: 'Add integration' }).click();
    await page.getByLabel('Name').fill('Primary');
    await page.getByLabel('Webhook URL').fill(`${stack.backend.url}/primary`);
    await page.getByRole('button', { name: 'Add header' }).click();
    await page.getByLabel('Header 1 name').fill('Authorization');
    await page.getByLabel('Header 1 value').fill('Bearer backend-secret-1234');
    await page.getByRole('button', { name: 'Add integration' }).last().click();
    const card = page.getByRole('article', { name: 'Integration Primary' });
    await card.waitFor();
    // The header's value is shown masked, never in full.
    expect(await card.textContent()).toContain('1234');
    expect(await card.textContent()).not.toContain('backend-secret');
    await dash.checkPage();

    await page.getByRole('link', { name: 'Playground' }).click();
    await page.getByRole('button', { name: 'Add an api channel' }).click();
    await page.getByLabel('Message').fill('hello there');
    await page.getByRole('button', { name: 'Send' }).click();
    const reply = page.getByRole('group', { name: 'Bot reply' });
    await reply.waitFor();
    expect(await reply.textContent()).toContain('echo: hello there');
    // Named as the team named it (once the bot's integrations have loaded), not by its id.
    await reply.filter({ hasText: /answered by Primary in \d+/ }).waitFor();
    await dash.checkPage();

    // A backend failing: the bot's error message comes back, marked as such, with why.
    stack.backend.on('/primary', { kind: 'error', status: 500 });
    await page.getByLabel('Message').fill('are you there?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('this is the bot’s error message').waitFor();
    await page.getByText(/Why: .*500/).waitFor();
    stack.backend.on('/primary', { kind: 'reply' });

    await page.getByRole('link', { name: 'Conversations' }).click();
    await page.getByRole('link', { name: /Dashboard playground/ }).click();
    await page.getByText('echo: hello there').waitFor();
    expect(await page.getByRole('group', { name: 'user message' }).count()).toBe(2);
    await page
      .getByRole('group', { name: 'assistant message' })
      .getByText('Primary')
      .first()
      .waitFor();
    await dash.checkPage();
  });

  it('spells out what deleting a bot deletes, then deletes it', async () => {
    const { page } = dash;
    await page.getByRole('button', { name: 'Delete bot' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm deletion' });
    await dialog.getByText('1 integration(s)').waitFor();
    expect(await dialog.textContent()).toContain('1 channel(s)');
    expect(await dialog.textContent()).toContain('1 conversation(s)');
    await dialog.getByRole('button', { name: 'Delete bot and all of this' }).click();
    await page.getByText('No bots yet').waitFor();
  });

  it('shows bots made elsewhere: on clicking Bots again, on coming back to the tab, on returning to the page', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'Bots' }).click();
    await page.getByText('No bots yet').waitFor();
    const made = (name: string) => dash.apiRequest('POST', '/v1/bots', { name });

    await made('Made through the API');
    await page.getByRole('link', { name: 'Bots' }).click();
    await page.getByRole('link', { name: 'Made through the API' }).waitFor();

    await made('Made in another tab');
    // What the browser tells the page when the user switches back to its tab.
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await page.getByRole('link', { name: 'Made in another tab' }).waitFor();

    await made('Made meanwhile');
    await page.getByRole('link', { name: 'Agent loops' }).click();
    await page.getByRole('heading', { name: 'Agent loops', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Bots' }).click();
    await page.getByRole('link', { name: 'Made meanwhile' }).waitFor();
    await dash.checkPage();
  });

  it('shows why a Telegram channel is disconnected and reconnects it', async () => {
    const { page, stack } = dash;
    const token = '100000009:FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF';
    stack.telegram.validTokens.add(token);
    const bot = await dash.apiRequest<{ data: { id: string } }>('POST', '/v1/bots', {
      name: 'Telegram bot',
    });
    await dash.apiRequest('POST', `/v1/bots/${bot.data.id}/integrations`, {
      name: 'Primary',
      webhook_url: `${stack.backend.url}/primary`,
    });
    // Loaded afresh: the bot list this tab already shows does not have the bot made above.
    await page.goto(`${stack.dashboardUrl}bots`);
    await page.getByRole('link', { name: 'Telegram bot' }).click();
    await page.getByRole('link', { name: 'Channels' }).click();
    await page.getByLabel('Type').selectOption('telegram');
    await page.getByLabel('Bot token (from @BotFather)').fill(token);
    await page.getByRole('button', { name: 'Add channel' }).click();
    await page.getByText('active', { exact: true }).waitFor();
    await dash.checkPage();

    // The token is revoked at Telegram; the next user message finds out and disconnects it.
    stack.telegram.revoke(token);
    const registration = await stack.telegram.calls.waitFor((c) => c.method === 'setWebhook');
    const webhook = String(registration.params.url);
    await fetch(webhook.replace(/^https?:\/\/[^/]+/, stack.apiUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': String(registration.params.secret_token),
      },
      body: JSON.stringify({
        update_id: 1,
        message: { message_id: 1, from: { id: 9, first_name: 'Bo' }, chat: { id: 5 }, text: 'hi' },
      }),
    });
    const why = page.getByRole('note', { name: 'Why Telegram is disconnected' });
    await why.waitFor();
    expect(await why.textContent()).toMatch(
      /Telegram rejected the bot token: .*Unauthorized.*since/,
    );
    await dash.checkPage();

    stack.telegram.validTokens.add(token);
    await page.getByRole('button', { name: 'Reconnect' }).click();
    const form = page.getByRole('form', { name: 'Reconnect Telegram' });
    await form.getByLabel('Bot token (from @BotFather)').fill(token);
    await form.getByRole('button', { name: 'Connect' }).click();
    await why.waitFor({ state: 'detached' });
    await page.getByText('active', { exact: true }).waitFor();
  });
});
