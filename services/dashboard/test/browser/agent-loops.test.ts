import { describe, expect, it } from '@jest/globals';
import { useDashboard } from './use-dashboard.js';

const dash = useDashboard();

describe('dashboard: agent loops', () => {
  it('creates a loop with a catalog model and a tool server, runs it and watches its steps', async () => {
    const { page, stack } = dash;
    const marker = stack.llm.script('weather', [
      {
        toolCalls: [
          { name: 'model-catalog__search-models', arguments: { query: 'gpt 4o mini', limit: 2 } },
        ],
      },
      { content: '**Done**: found the models.' },
    ]);
    await page.getByRole('link', { name: 'Agent loops' }).click();
    await page.getByText('No agent loops yet').waitFor();
    await dash.checkPage();
    await page.getByRole('button', { name: 'New agent loop' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Model scout');
    await page.getByLabel('System prompt').fill('You find models.');
    await page.getByLabel('User message').fill(`Find a cheap model ${marker}`);
    await page.getByLabel('Search the model catalog').fill('gpt 4o mini');
    await page.getByRole('button', { name: 'Use openai/gpt-4o-mini', exact: true }).click();
    expect(await page.getByLabel('Model id (empty: the server’s default)').inputValue()).toBe(
      'openai/gpt-4o-mini',
    );
    await page.getByLabel('Model catalog (built-in)').check();
    await dash.checkPage();
    await page.getByRole('button', { name: 'Create agent loop' }).click();
    await page.getByRole('heading', { name: 'Model scout' }).waitFor();
    await dash.checkPage();

    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByRole('heading', { name: 'Execution' }).waitFor();
    const steps = page.getByRole('list', { name: 'Steps' });
    await steps.getByRole('listitem', { name: 'Step 3: model call' }).waitFor();
    await page.getByText('completed', { exact: true }).waitFor();
    // Each model call shows its own tokens and cost (the catalog's price for gpt-4o-mini).
    const firstCall = await steps
      .getByRole('listitem', { name: 'Step 1: model call' })
      .textContent();
    expect(firstCall).toMatch(/\d+ tokens \(\d+ in, \d+ out\) · cost \$0\.\d*[1-9]/);
    const toolStep = steps.getByRole('listitem', { name: 'Step 2: tool call' });
    expect(await toolStep.textContent()).toContain('search-models');
    await toolStep.getByText('Arguments').click();
    expect(await toolStep.textContent()).toContain('"gpt 4o mini"');
    // The output is rendered as markdown.
    const output = page.getByRole('region', { name: 'Output' });
    expect(await output.locator('strong').textContent()).toBe('Done');
    expect(await page.getByRole('region', { name: 'Totals' }).textContent()).toMatch(
      /2\s*model calls/,
    );
    await dash.checkPage();
  });

  it('cancels a run that is still going', async () => {
    const { page, stack } = dash;
    const marker = stack.llm.script('stuck', [{ hang: true }]);
    await page.getByRole('link', { name: 'its agent loop' }).click();
    await page.getByLabel('User message (empty: the loop’s own)').fill(`Wait ${marker}`);
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('cancelled', { exact: true }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('cancelled');
  });

  it('schedules the loop, edits and deletes the schedule, and creates and revokes a trigger URL', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'its agent loop' }).click();
    const schedules = page.getByRole('region', { name: 'Schedules' });
    await schedules.getByText('No schedules.').waitFor();
    await schedules.getByRole('button', { name: 'New schedule' }).click();
    await schedules
      .getByLabel('Cron expression (minute hour day month weekday)')
      .fill('30 8 * * *');
    await schedules.getByLabel('Time zone (IANA, e.g. Europe/Paris)').fill('Europe/Paris');
    await schedules.getByRole('button', { name: 'Create schedule' }).click();
    const item = schedules.getByRole('listitem', { name: 'Schedule 30 8 * * *' });
    await item.getByText(/next run/).waitFor();
    expect(await item.textContent()).toContain('Europe/Paris');
    await dash.checkPage();

    await item.getByRole('button', { name: 'Edit schedule' }).click();
    await item.getByLabel('Enabled').uncheck();
    await item.getByRole('button', { name: 'Save schedule' }).click();
    await item.getByText('disabled').waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: 'Delete schedule' }).click();
    await schedules.getByText('No schedules.').waitFor();

    // An interval schedule whose runs get variables; variables that are not an object are refused.
    await schedules.getByRole('button', { name: 'New schedule' }).click();
    await schedules.getByLabel('Runs').selectOption('interval');
    await schedules.getByLabel(/^Interval in seconds/).fill('900');
    const variables = schedules.getByLabel(/^Variables for every run/);
    await variables.fill('["not", "an object"]');
    await schedules.getByRole('button', { name: 'Create schedule' }).click();
    await schedules.getByText('Variables must be a JSON object').waitFor();
    await variables.fill('{"city": "Paris"}');
    await schedules.getByRole('button', { name: 'Create schedule' }).click();
    const interval = schedules.getByRole('listitem', { name: 'Schedule every 900 s' });
    await interval.getByText('{"city":"Paris"}').waitFor();
    await dash.checkPage();
    await interval.getByRole('button', { name: 'Edit schedule' }).click();
    await interval.getByLabel(/^Variables for every run/).fill('');
    await interval.getByRole('button', { name: 'Save schedule' }).click();
    // Saved with no variables, the schedule's are cleared (the list shows none once reloaded).
    await interval.getByText('Variables:').waitFor({ state: 'detached' });
    page.once('dialog', (dialog) => void dialog.accept());
    await interval.getByRole('button', { name: 'Delete schedule' }).click();
    await schedules.getByText('No schedules.').waitFor();

    const trigger = page.getByRole('region', { name: 'Trigger URL' });
    await trigger.getByRole('button', { name: 'Create trigger URL' }).click();
    const shown = trigger.getByRole('status', { name: 'Trigger URL' });
    expect(await shown.locator('code').textContent()).toMatch(/\/v1\/triggers\/\S+$/);
    await dash.checkPage();
    page.once('dialog', (dialog) => void dialog.accept());
    await trigger.getByRole('button', { name: 'Revoke trigger URL' }).click();
    await trigger.getByText('The trigger URL was revoked.').waitFor();
    expect(await shown.count()).toBe(0);
  });
});
