import { afterAll, describe, expect, it } from '@jest/globals';
import {
  startElicitingMcpServer,
  type ElicitingMcpServer,
} from '@switchboard/testing/fakes/eliciting-mcp-server';
import { useDashboard } from './use-dashboard.js';

const dash = useDashboard();
let booking: ElicitingMcpServer | undefined;

afterAll(async () => {
  await booking?.close();
});

/** A loop whose writes to the workspace ask first; its id. */
async function carefulLoop(marker: string): Promise<string> {
  const loop = await dash.apiRequest<{ data: { id: string } }>('POST', '/v1/agent-loops', {
    name: 'Careful writer',
    system_prompt: 'Keep notes.',
    user_message: `Write the note. ${marker}`,
    mcp_servers: ['files'],
    tool_policies: [{ server: 'files', tool: 'write_file', action: 'ask' }],
  });
  return loop.data.id;
}

async function runLoop(loopId: string): Promise<string> {
  const run = await dash.apiRequest<{ data: { id: string } }>(
    'POST',
    `/v1/agent-loops/${loopId}/run`,
  );
  return run.data.id;
}

describe('dashboard: approvals', () => {
  it('shows a waiting run in the inbox and approves it with edited arguments', async () => {
    const { page, stack } = dash;
    const marker = stack.llm.script('inbox', [
      {
        toolCalls: [
          {
            name: 'files__write_file',
            arguments: { path: 'note.txt', content: 'from the model' },
          },
        ],
      },
      { content: 'Written.' },
    ]);
    const executionId = await runLoop(await carefulLoop(marker));
    await page.getByRole('link', { name: 'Approvals' }).click();
    const waiting = page.getByRole('region', { name: `Execution ${executionId}` });
    await waiting.getByRole('heading', { name: 'Run write_file?' }).waitFor();
    expect(await waiting.textContent()).toContain('destructive');
    expect(await waiting.getByLabel('Arguments', { exact: true }).textContent()).toContain(
      '"from the model"',
    );
    await dash.checkPage();

    await waiting.getByLabel('Edit the arguments before approving').check();
    await waiting
      .getByLabel('Arguments (JSON)')
      .fill(JSON.stringify({ path: 'note.txt', content: 'from a person' }));
    await dash.checkPage();
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Nothing waits for a decision.').waitFor();

    await page.goto(`${stack.dashboardUrl}executions/${executionId}`);
    await page.getByText('completed', { exact: true }).waitFor();
    const steps = page.getByRole('list', { name: 'Steps' });
    const write = steps.getByRole('listitem', { name: 'Step 2: tool call' });
    await write.getByText('Arguments').click();
    expect(await write.textContent()).toContain('from a person');
  });

  it('rejects a call on the execution page with a reason the model is told', async () => {
    const { page, stack } = dash;
    const marker = stack.llm.script('reject-page', [
      { toolCalls: [{ name: 'files__write_file', arguments: { path: 'x.txt', content: 'x' } }] },
      { content: 'Understood.' },
    ]);
    const executionId = await runLoop(await carefulLoop(marker));
    await page.goto(`${stack.dashboardUrl}executions/${executionId}`);
    const decision = page.getByRole('region', { name: 'Waiting for your decision' });
    await decision.getByRole('heading', { name: 'Run write_file?' }).waitFor();
    await dash.checkPage();
    await decision.getByLabel('Reason (told to the model when you reject)').fill('not now');
    await decision.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('completed', { exact: true }).waitFor();
    const after = await stack.llm.waitFor((r) => r.script === 'reject-page', 2);
    expect(after.body.messages.at(-1)?.content).toBe(
      'Error: not run. A person rejected this call: not now',
    );
    await dash.checkPage();
  });

  it('shows the month’s spending against the team’s budget on the overview', async () => {
    const { page } = dash;
    await dash.apiRequest('PATCH', '/v1/team', { monthly_budget_usd: 25 });
    await page.getByRole('link', { name: 'Overview' }).click();
    const budget = page.getByRole('region', { name: 'Monthly budget' });
    await budget.waitFor();
    expect(await budget.textContent()).toMatch(/spent of \$25\.0000 this month/);
    await dash.checkPage();
    await dash.apiRequest('PATCH', '/v1/team', { monthly_budget_usd: null });
  });

  it('answers a tool server’s question from the form its schema describes', async () => {
    const { page, stack } = dash;
    booking = await startElicitingMcpServer('2026-07-28');
    const server = await dash.apiRequest<{ data: { id: string } }>('POST', '/v1/mcp-servers', {
      name: 'booking',
      url: booking.url,
      transport: 'mcp',
    });
    const marker = stack.llm.script('question', [
      { toolCalls: [{ name: 'booking__book_table', arguments: { restaurant: 'Chez Ada' } }] },
      { content: 'Booked.' },
    ]);
    const loop = await dash.apiRequest<{ data: { id: string } }>('POST', '/v1/agent-loops', {
      name: 'Booker',
      system_prompt: 'Book tables.',
      user_message: `Book. ${marker}`,
      mcp_servers: [server.data.id],
      elicitation: 'ask',
    });
    const executionId = await runLoop(loop.data.id);
    await page.getByRole('link', { name: 'Approvals' }).click();
    const waiting = page.getByRole('region', { name: `Execution ${executionId}` });
    await waiting.getByRole('heading', { name: 'How many seats at Chez Ada?' }).waitFor();
    await dash.checkPage();
    await waiting.getByRole('spinbutton', { name: 'seats' }).fill('3');
    await waiting.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Nothing waits for a decision.').waitFor();

    await page.goto(`${stack.dashboardUrl}executions/${executionId}`);
    await page.getByText('completed', { exact: true }).waitFor();
    const steps = page.getByRole('list', { name: 'Steps' });
    expect(
      await steps.getByRole('listitem', { name: 'Step 2: tool call' }).textContent(),
    ).toContain('Booked 3 seats at Chez Ada.');
  });
});
