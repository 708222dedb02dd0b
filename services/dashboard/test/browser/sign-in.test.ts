import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openBrowser, seriousA11yViolations, signIn, type BrowserSession } from './browser.js';
import { startStack, type Stack } from './stack.js';

let stack: Stack;
let session: BrowserSession;

beforeAll(async () => {
  stack = await startStack();
  session = await openBrowser();
}, 90_000);

afterAll(async () => {
  await session?.close();
  await stack?.stop();
});

async function createKey(name: string): Promise<{ id: string; key: string }> {
  const res = await fetch(`${stack.apiUrl}/v1/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return ((await res.json()) as { data: { id: string; key: string } }).data;
}

describe('dashboard sign-in', () => {
  it('signs in with the CLI key, shows the team, plan and rate limit, and keeps the key out of URLs and localStorage', async () => {
    const { page } = session;
    await page.goto(stack.dashboardUrl);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('API key').fill('sb_not-a-real-key-at-all-000000000000000000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Invalid or revoked API key',
    );

    await signIn(page, stack.dashboardUrl, stack.key);
    const team = page.getByLabel('Team');
    await team.getByText('Acme').waitFor();
    expect(await team.textContent()).toContain('pro plan');
    await page.getByText(/requests left this minute/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    expect(page.url()).not.toContain(stack.key);
    const stored = await page.evaluate(() => ({
      local: JSON.stringify(localStorage),
      session: JSON.stringify(sessionStorage),
    }));
    expect(stored.local).not.toContain(stack.key);
    expect(stored.session).toContain(stack.key);

    // A deep link is served the app, which still knows the tab's key.
    await page.goto(`${stack.dashboardUrl}api-keys`);
    await page.getByRole('navigation', { name: 'Areas' }).waitFor();
    expect(session.problems).toEqual([]);
  });

  it('forgets the key on sign-out', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').waitFor();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(stack.key);
  });

  it('sends a user whose key is revoked back to sign-in with a message', async () => {
    const { page } = session;
    const doomed = await createKey('doomed');
    await signIn(page, stack.dashboardUrl, doomed.key);
    // The overview's own requests (the team, the usage) are answered first: revoked while one is
    // in flight, the key would send the user back to sign-in before the click below.
    await page.getByLabel('Team').getByText('Acme').waitFor();
    await page.getByText('Messages received').waitFor();
    await fetch(`${stack.apiUrl}/v1/api-keys/${doomed.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${stack.key}` },
    });
    await page.getByRole('link', { name: 'Bots' }).click();
    await page.getByText('Your API key was revoked').waitFor();
    expect(await page.getByLabel('API key').isVisible()).toBe(true);
  });

  it('works at phone width in dark mode: no sideways scrolling, every area reachable', async () => {
    const phone = await openBrowser({ width: 390, dark: true });
    try {
      await signIn(phone.page, stack.dashboardUrl, stack.key);
      for (const area of ['Overview', 'Bots', 'Agent loops', 'Webhooks', 'Model catalog']) {
        await phone.page.getByRole('link', { name: area }).click();
        await phone.page.getByRole('heading', { name: area, level: 1 }).waitFor();
        const overflow = await phone.page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect({ area, overflow }).toEqual({ area, overflow: 0 });
        expect(await seriousA11yViolations(phone.page)).toEqual([]);
      }
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
