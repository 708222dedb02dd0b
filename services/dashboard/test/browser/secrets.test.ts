import { describe, expect, it } from '@jest/globals';
import { useDashboard } from './use-dashboard.js';

const dash = useDashboard();
const VALUE = 'crm-vault-value-7f3e';

describe('dashboard: secrets', () => {
  it('saves a secret (value never shown), refuses to delete it while used, then deletes it', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'Secrets' }).click();
    await page.getByRole('heading', { name: 'Secrets', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('CRM_TOKEN');
    await page.getByLabel('Value').fill(VALUE);
    await page.getByLabel('Description').fill('The CRM');
    await page.getByRole('button', { name: 'Save secret' }).click();
    const table = page.locator('table');
    await table.getByText('CRM_TOKEN').waitFor();
    expect(await table.textContent()).toContain('…7f3e');
    expect(await page.content()).not.toContain(VALUE);
    await dash.checkPage();

    // A tool server refers to it, so the delete is refused, saying where it is used.
    const server = await dash.apiRequest<{ data: { id: string } }>('POST', '/v1/mcp-servers', {
      name: 'CRM tools',
      url: 'https://crm.example.com/mcp',
      headers: { Authorization: 'Bearer {{secret.CRM_TOKEN}}' },
    });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete CRM_TOKEN' }).click();
    await page.getByRole('alert').filter({ hasText: server.data.id }).waitFor();
    await dash.checkPage();

    await dash.apiRequest('DELETE', `/v1/mcp-servers/${server.data.id}`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete CRM_TOKEN' }).click();
    await page.getByText('No secrets yet.').waitFor();
  });
});
