import { describe, expect, it } from '@jest/globals';
import { useDashboard } from './use-dashboard.js';

const dash = useDashboard();

/** A bot on an api channel whose backend answers from `path`; returns the channel's id. */
async function apiBot(path: string): Promise<string> {
  const bot = await dash.apiRequest<{ data: { id: string } }>('POST', '/v1/bots', {
    name: 'Support bot',
  });
  await dash.apiRequest('POST', `/v1/bots/${bot.data.id}/integrations`, {
    name: 'Primary',
    webhook_url: `${dash.stack.backend.url}${path}`,
  });
  const channel = await dash.apiRequest<{ data: { id: string } }>(
    'POST',
    `/v1/bots/${bot.data.id}/channels`,
    { type: 'api' },
  );
  return channel.data.id;
}

const userSays = (channelId: string, content: string) =>
  dash.apiRequest('POST', `/v1/channels/${channelId}/messages`, {
    user: { id: 'u-grace', name: 'Grace' },
    chat_id: 'grace-chat',
    content,
  });

describe('dashboard: inbox', () => {
  it('lists a conversation waiting for a person, answers it, and gives it back to the bot', async () => {
    const { page, stack } = dash;
    stack.backend.on('/wants-person', {
      kind: 'reply',
      body: { handoff: true, content: 'Let me find someone for you.' },
    });
    const channelId = await apiBot('/wants-person');
    await userSays(channelId, 'I was charged twice');

    await page.getByRole('link', { name: 'Inbox' }).click();
    const waiting = page.getByRole('list', { name: 'Waiting for a person' });
    await waiting.getByRole('link', { name: /Grace/ }).click();
    const thread = page.getByRole('article', { name: 'Conversation' });
    await thread.getByText('With a person').waitFor();
    await thread.getByText('The bot asked for a person').waitFor();
    await thread.getByText('Let me find someone for you.').waitFor();
    await dash.checkPage();

    await page.getByLabel('Your reply').fill('Hi Grace, I have refunded the second charge.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    const mine = thread.getByRole('group', { name: 'person message' });
    await mine.getByText('I have refunded the second charge').waitFor();
    // An api channel's message is there for the app at once: sent.
    await mine.getByText('Sent', { exact: true }).waitFor();

    // The user writes again: it shows up without a reload, left for the person.
    await userSays(channelId, 'Thank you so much!');
    await thread.getByText('Thank you so much!').waitFor();
    await thread.getByText('Left for a person').waitFor();
    await dash.checkPage();

    await page.getByRole('button', { name: 'Give back to the bot' }).click();
    await thread.getByText('The bot answers').waitFor();
    await page.getByText('Nobody is waiting for a person.').waitFor();
    stack.backend.on('/wants-person', { kind: 'reply' });
    await userSays(channelId, 'one more question');
    await thread.getByText('echo: one more question').waitFor();

    await page.getByRole('button', { name: 'Take over' }).click();
    await thread.getByText('With a person').waitFor();
    await waiting.getByRole('link', { name: /Grace/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Give back to the bot' }).isEnabled()).toBe(true);
    await dash.checkPage();
  });
});
