import { describe, expect, it } from '@jest/globals';
import { useDashboard } from './use-dashboard.js';

const dash = useDashboard();

/** A final answer as a model writes it: markdown with a table, and things no page should run. */
const MODEL_ANSWER = [
  '**Done**: found the models.',
  '',
  '| Model | Input $/1M |',
  '|---|---|',
  '| gpt-4o-mini | $0.15 |',
  '',
  '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">',
  '',
  '[click me](javascript:window.pwned=3) and ![tracker](https://tracker.example/p.png)',
].join('\n');

describe('dashboard: agent loops', () => {
  it('creates a loop with a catalog model, tool servers and an event trigger, runs it and watches its steps', async () => {
    const { page, stack } = dash;
    const bot = await dash.apiRequest<{ data: { id: string } }>('POST', '/v1/bots', {
      name: 'Support',
    });
    const marker = stack.llm.script('weather', [
      {
        toolCalls: [
          { name: 'model-catalog__search-models', arguments: { query: 'gpt 4o mini', limit: 2 } },
        ],
      },
      // Slow enough that whole seconds would round it to nothing.
      { content: MODEL_ANSWER, delayMs: 300 },
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
    // Every built-in tool server is offered.
    await page.getByLabel('Workspace files (built-in)').waitFor();
    await page.getByLabel('Date and time (built-in)').check();
    await page.getByRole('button', { name: 'Add event trigger' }).click();
    await page.getByLabel('Trigger 1 event').selectOption('bot.message_received');
    await page.getByLabel('Trigger 1 bot').selectOption({ label: 'Support' });
    await dash.checkPage();
    await page.getByRole('button', { name: 'Create agent loop' }).click();
    await page.getByRole('heading', { name: 'Model scout' }).waitFor();
    const settings = page.getByRole('region', { name: 'Settings' });
    // Tool servers and trigger targets by name, not id.
    expect(await settings.textContent()).toContain(
      'tools Model catalog (built-in), Date and time (built-in)',
    );
    const triggers = settings.getByRole('list', { name: 'Event triggers' });
    expect(await triggers.textContent()).toBe('A bot receives a message: bot Support');
    const loops = await dash.apiRequest<{ data: Array<{ event_triggers: unknown }> }>(
      'GET',
      '/v1/agent-loops',
    );
    expect(loops.data[0]?.event_triggers).toEqual([
      { event: 'bot.message_received', bot_id: bot.data.id },
    ]);
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
    // The output is rendered as GitHub-flavoured markdown: emphasis and a table.
    const output = page.getByRole('region', { name: 'Output' });
    expect(await output.locator('strong').textContent()).toBe('Done');
    const table = output.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Model',
      'Input $/1M',
    ]);
    expect(await table.getByRole('row').nth(1).textContent()).toBe('gpt-4o-mini$0.15');
    expect(await output.textContent()).not.toContain('|---');
    // HTML from the model is text, never markup; a javascript: link is no link; an image is a
    // link to it, not fetched.
    expect(await output.locator('script, img, iframe').count()).toBe(0);
    expect(await output.textContent()).toContain('<script>window.pwned = 1</script>');
    expect(await output.getByRole('link', { name: 'click me' }).count()).toBe(0);
    expect(await output.getByText('click me').count()).toBe(1);
    expect(await output.getByRole('link', { name: 'tracker' }).getAttribute('href')).toBe(
      'https://tracker.example/p.png',
    );
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
    const totals = await page.getByRole('region', { name: 'Totals' }).textContent();
    expect(totals).toMatch(/2\s*model calls/);
    // Milliseconds, not whole seconds: the run took at least the model's 300 ms.
    const took = /took (\d+) ms|took (\d+\.\d\d) s/.exec(totals ?? '');
    expect(Number(took?.[1] ?? Number(took?.[2]) * 1000)).toBeGreaterThanOrEqual(300);
    // What started it and what it was given.
    expect(await page.getByText(/of agent loop Model scout · started by API/).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Input' }).textContent()).toContain(
      `Find a cheap model ${marker}`,
    );
    await dash.checkPage();
  });

  it('adds up a running execution from its steps, and cancels it', async () => {
    const { page, stack } = dash;
    const marker = stack.llm.script('stuck', [
      { toolCalls: [{ name: 'time__now', arguments: { timezone: 'UTC' } }] },
      { hang: true },
    ]);
    await page.getByRole('link', { name: 'Model scout', exact: true }).click();
    await page.getByLabel('User message (empty: the loop’s own)').fill(`Wait ${marker}`);
    await page.getByRole('button', { name: 'Run now' }).click();
    const steps = page.getByRole('list', { name: 'Steps' });
    await steps.getByRole('listitem', { name: 'Step 2: tool call' }).waitFor();
    expect(await steps.textContent()).toContain('now on Date and time (built-in)');
    const firstCall = await steps
      .getByRole('listitem', { name: 'Step 1: model call' })
      .textContent();
    const stepTokens = /(\d+) tokens/.exec(firstCall ?? '')?.[1];
    // The record's totals come at the end; while it runs, the summary is its steps' sum.
    expect(await page.getByRole('region', { name: 'Totals' }).textContent()).toMatch(
      new RegExp(`^1\\s*model calls · 1\\s*tool calls · ${stepTokens}\\s*tokens .* so far$`),
    );
    await dash.checkPage();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('cancelled', { exact: true }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('cancelled');
  });

  it('edits the loop’s event triggers', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'Model scout', exact: true }).click();
    await page.getByRole('button', { name: 'Edit agent loop' }).click();
    expect(await page.getByLabel('Trigger 1 bot').locator('option:checked').textContent()).toBe(
      'Support',
    );
    await page.getByLabel('Trigger 1 event').selectOption('agent_loop.completed');
    await page.getByRole('button', { name: 'Add event trigger' }).click();
    await page.getByLabel('Trigger 2 event').selectOption('channel.disconnected');
    await page.getByRole('button', { name: 'Save agent loop' }).click();
    const triggers = page.getByRole('list', { name: 'Event triggers' });
    await triggers.waitFor();
    expect(await triggers.getByRole('listitem').allTextContents()).toEqual([
      'An agent loop ends (any agent loop)',
      'A bot’s channel disconnects (any bot)',
    ]);
    await page.getByRole('button', { name: 'Edit agent loop' }).click();
    await page.getByRole('button', { name: 'Remove trigger 2' }).click();
    await page.getByRole('button', { name: 'Remove trigger 1' }).click();
    await page.getByRole('button', { name: 'Save agent loop' }).click();
    await page.getByText('None: the loop runs when started').waitFor();
    await dash.checkPage();
  });

  it('schedules the loop, edits and deletes the schedule, and creates and revokes a trigger URL', async () => {
    const { page } = dash;
    await page.getByRole('link', { name: 'Agent loops' }).click();
    await page.getByRole('link', { name: 'Model scout', exact: true }).click();
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
    const url = (await shown.locator('code').textContent()) ?? '';
    expect(url).toMatch(/\/v1\/triggers\/\S+$/);
    await dash.checkPage();
    // A run through the URL says so in the loop's executions (the stack's API listens on a port
    // of its own choosing, which PUBLIC_BASE_URL does not know).
    const ran = await fetch(url.replace(/^https?:\/\/[^/]+/, dash.stack.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: 'A-17' }),
    });
    expect(ran.status).toBe(202);
    await page.getByRole('cell', { name: 'trigger URL' }).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await trigger.getByRole('button', { name: 'Revoke trigger URL' }).click();
    await trigger.getByText('The trigger URL was revoked.').waitFor();
    expect(await shown.count()).toBe(0);
  });
});
