import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTeam } from '@switchboard/testing/api/teams';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { useInProcessStack } from '@switchboard/testing/stack/in-process';

// The files and time built-ins end to end: the real API and runner over one store, a fake model
// that calls the tools, and the team reading the results through the workspace API.
const llm = new FakeLlm();

beforeAll(async () => {
  await llm.start();
});

afterAll(async () => {
  await llm.close();
});

const stack = useInProcessStack(() => ({ LLM_BASE_URL: llm.url }));

interface Execution {
  id: string;
  status: string;
  result: { output: string | null };
  steps: Array<{ type: string; tool?: string; result?: string; arguments?: unknown }>;
}

/** Runs a loop and waits (the run route's ?wait) for the execution to end. */
async function runToEnd(loopId: string, userMessage: string): Promise<Execution> {
  const res = await stack.app.request<{ data: Execution }>(
    'POST',
    `/v1/agent-loops/${loopId}/run?wait=30`,
    { key: stack.team.key, body: { user_message: userMessage } },
  );
  expect(res.status).toBe(200);
  const got = await stack.app.request<{ data: Execution }>(
    'GET',
    `/v1/executions/${res.body.data.id}`,
    {
      key: stack.team.key,
    },
  );
  return got.body.data;
}

describe('the files and time built-in tool servers', () => {
  it('lets one run write a report that the next run reads and the team downloads', async () => {
    const loop = await stack.app.request<{ data: { id: string } }>('POST', '/v1/agent-loops', {
      key: stack.team.key,
      body: {
        name: 'Reporter',
        system_prompt: 'Keep reports in the workspace.',
        user_message: 'Report.',
        mcp_servers: ['files', 'time'],
      },
    });
    expect(loop.status).toBe(201);

    const write = llm.script('write', [
      {
        toolCalls: [
          { name: 'time__now', arguments: { timezone: 'Europe/Paris' } },
          {
            name: 'files__write_file',
            arguments: { path: 'reports/weekly.md', content: '# Weekly\nAll green.' },
          },
        ],
      },
      { content: 'Wrote reports/weekly.md.' },
    ]);
    const first = await runToEnd(loop.body.data.id, `Write the report. ${write}`);
    expect(first.status).toBe('completed');
    const calls = first.steps.filter((step) => step.type === 'tool_call');
    expect(calls.map((step) => step.tool).sort()).toEqual(['now', 'write_file']);
    // The model reads the time server's structured result, as JSON.
    const now = JSON.parse(String(calls.find((step) => step.tool === 'now')?.result));
    expect(now).toMatchObject({ timezone: 'Europe/Paris', weekday: expect.stringMatching(/day$/) });
    expect(now.time).toMatch(/\+0[12]:00$/);

    const download = await stack.app.request('GET', '/v1/workspace/files/reports/weekly.md', {
      key: stack.team.key,
    });
    expect(download.status).toBe(200);
    expect(download.text).toBe('# Weekly\nAll green.');

    const read = llm.script('read', [
      { toolCalls: [{ name: 'files__read_file', arguments: { path: 'reports/weekly.md' } }] },
      { content: 'The report says all green.' },
    ]);
    const second = await runToEnd(loop.body.data.id, `Read the report. ${read}`);
    expect(second.status).toBe('completed');
    const answered = await llm.waitFor(
      (r) => r.script === 'read' && r.body.messages.some((m) => m.role === 'tool'),
    );
    const toolMessage = answered.body.messages.find((m) => m.role === 'tool');
    expect(toolMessage?.content).toContain('All green.');
  }, 60_000);

  it("keeps another team's workspace out of reach of a loop's files tools", async () => {
    const other = await createTeam(stack.app);
    const put = await stack.app.request('PUT', '/v1/workspace/files/secret.txt', {
      key: other.key,
      rawBody: 'other team',
      headers: { 'content-type': 'text/plain' },
    });
    expect(put.status).toBe(201);
    const loop = await stack.app.request<{ data: { id: string } }>('POST', '/v1/agent-loops', {
      key: stack.team.key,
      body: { name: 'Snoop', system_prompt: 'x', user_message: 'x', mcp_servers: ['files'] },
    });
    const snoop = llm.script('snoop', [
      { toolCalls: [{ name: 'files__read_file', arguments: { path: 'secret.txt' } }] },
      { content: 'Nothing.' },
    ]);
    await runToEnd(loop.body.data.id, `Snoop. ${snoop}`);
    const answered = await llm.waitFor(
      (r) => r.script === 'snoop' && r.body.messages.some((m) => m.role === 'tool'),
    );
    const toolMessage = answered.body.messages.find((m) => m.role === 'tool');
    expect(toolMessage?.content).toMatch(/RESOURCE_NOT_FOUND/);
    expect(toolMessage?.content).not.toContain('other team');
  }, 60_000);
});
