import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startOAuthServer, type FakeOAuthServer } from '@switchboard/testing/fakes/oauth-server';
import {
  startProtectedMcpServer,
  type ProtectedMcpServer,
} from '@switchboard/testing/fakes/protected-mcp-server';
import { useDashboard } from './use-dashboard.js';

// A real authorization server (oidc-provider) and an MCP server that checks its tokens: the
// person connects the server from the tool-server page, in the browser, through the provider's
// own redirects (its login and consent answer for one person) and the API's callback page.
const dash = useDashboard();
let as: FakeOAuthServer;
let mcp: ProtectedMcpServer;

beforeAll(async () => {
  as = await startOAuthServer();
  mcp = await startProtectedMcpServer({ issuer: as.issuer });
});

afterAll(async () => {
  await Promise.all([as?.close(), mcp?.close()]);
});

/** Everything the browser keeps for the dashboard's origin. */
async function browserStorage(): Promise<string> {
  return dash.page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
}

describe('dashboard: a tool server behind OAuth', () => {
  it('connects it with Connect, shows auth.status, tests it with the token, and disconnects', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'Tool servers' }).click();
    await page.getByRole('heading', { name: 'Tool servers', level: 1 }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Tracker');
    await page.getByLabel('URL').fill(mcp.url);
    await page.getByLabel('Sign-in').selectOption('authorization_code');
    await page.getByRole('button', { name: 'Register' }).click();
    const card = page.getByRole('article', { name: 'Tool server Tracker' });
    const connection = card.getByRole('region', { name: 'OAuth connection of Tracker' });
    await connection.getByText('needs authorization').waitFor();
    await dash.checkPage();

    // Connect: the authorization server, then the API's callback page, then back to the page.
    await connection.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('heading', { name: 'Connected', exact: true, level: 1 }).waitFor();
    expect(page.url()).toContain('/v1/oauth/callback');
    await page.getByRole('link', { name: 'Back to the tool servers' }).click();
    await connection.getByText('connected', { exact: true }).waitFor();
    expect(await connection.textContent()).toContain('tools:read');
    await dash.checkPage();

    // The API reaches the server with the person's token; the browser never holds it.
    await card.getByRole('button', { name: 'Test' }).click();
    await card.getByRole('status').getByText('whoami').waitFor();
    const accepted = mcp.tokens.all.filter((seen) => seen.accepted);
    expect(accepted.length).toBeGreaterThan(0);
    const pageText = await page.content();
    const storage = await browserStorage();
    for (const { token } of accepted) {
      expect(pageText).not.toContain(token);
      expect(storage).not.toContain(token);
    }

    await connection.getByRole('button', { name: 'Disconnect' }).click();
    await connection.getByText('needs authorization').waitFor();
    await connection.getByRole('button', { name: 'Connect' }).waitFor();
    await dash.checkPage();
  });
});
