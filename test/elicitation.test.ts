import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { ALL_TEAMS } from '@switchboard/store/port';
import type { FakeMcpEra } from '@switchboard/testing/fakes/fake-mcp-server';
import {
  ACCOUNT_URL,
  SEATS_SCHEMA,
  startElicitingMcpServer,
  type ElicitingMcpServer,
} from '@switchboard/testing/fakes/eliciting-mcp-server';
import { executionWhen } from '@switchboard/testing/api/executions';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import { useInProcessStack } from '@switchboard/testing/stack/in-process';

// Questions from tool servers (MCP elicitation) end to end: the real API and runner over one store
// (SQLite or MongoDB), a fake model, and real MCP servers built with the SDK that ask in the middle
// of a call, one of each protocol era.
const llm = new FakeLlm();
const servers = new Map<FakeMcpEra, ElicitingMcpServer>();
const ERAS: FakeMcpEra[] = ['2026-07-28', '2025-11-25'];

beforeAll(async () => {
  await llm.start();
  for (const era of ERAS) servers.set(era, await startElicitingMcpServer(era));
});

afterAll(async () => {
  await llm.close();
  await Promise.all([...servers.values()].map((server) => server.close()));
});

const stack = useInProcessStack(() => ({ LLM_BASE_URL: llm.url }));

interface PendingInput {
  id: string;
  server: string;
  message: string;
  mode: 'form' | 'url';
  requested_schema?: unknown;
  url?: string;
}
interface Execution {
  id: string;
  status: string;
  pending_input: PendingInput | null;
  result: { output: string | null };
  steps: Array<{ type: string; tool?: string; result?: string | null }>;
}

const serverIds = new Map<FakeMcpEra, string>();

async function registered(era: FakeMcpEra): Promise<string> {
  const known = serverIds.get(era);
  if (known) return known;
  const res = await stack.app.request<{ data: { id: string } }>('POST', '/v1/mcp-servers', {
    key: stack.team.key,
    body: { name: `booking-${era.slice(0, 4)}`, url: servers.get(era)!.url, transport: 'mcp' },
  });
  expect(res.status).toBe(201);
  serverIds.set(era, res.body.data.id);
  return res.body.data.id;
}

/** Runs a loop whose model calls `tool` of the era's server once, then answers with the result. */
async function run(era: FakeMcpEra, script: string, tool: string, elicitation: string) {
  const serverId = await registered(era);
  const marker = llm.script(script, [
    {
      toolCalls: [
        {
          name: `booking-${era.slice(0, 4)}__${tool}`,
          arguments: tool === 'book_table' ? { restaurant: 'Chez Ada' } : {},
        },
      ],
    },
    { content: 'Done.' },
  ]);
  const loop = await stack.app.request<{ data: { id: string } }>('POST', '/v1/agent-loops', {
    key: stack.team.key,
    body: {
      name: 'Booker',
      system_prompt: 'Book.',
      user_message: `Book a table. ${marker}`,
      mcp_servers: [serverId],
      elicitation,
    },
  });
  expect(loop.status).toBe(201);
  const started = await stack.app.request<{ data: Execution }>(
    'POST',
    `/v1/agent-loops/${loop.body.data.id}/run`,
    { key: stack.team.key },
  );
  return { id: started.body.data.id, serverId };
}

function until(id: string, done: (execution: Execution) => boolean) {
  return executionWhen(stack.app, stack.team.key, id, done, { timeoutMs: 20_000 });
}

function answer(id: string, inputId: string, body: Record<string, unknown>) {
  return stack.app.request<{ data: Execution; error?: { code: string } }>(
    'POST',
    `/v1/executions/${id}/inputs/${inputId}`,
    { key: stack.team.key, body },
  );
}

function toolResult(execution: Execution): string | null | undefined {
  return execution.steps.find((step) => step.type === 'tool_call')?.result;
}

describe.each(ERAS)('elicitation from a %s server', (era) => {
  it('declines every question of an unattended run (elicitation: decline)', async () => {
    const { id } = await run(era, `decline-${era}`, 'book_table', 'decline');
    const ended = await until(id, (e) => e.status === 'completed');
    expect(toolResult(ended)).toBe('Not booked: the user chose decline.');
  });

  it('pauses for the question (elicitation: ask), checks the answer, and books with it', async () => {
    const { id, serverId } = await run(era, `accept-${era}`, 'book_table', 'ask');
    const waiting = await until(id, (e) => e.status === 'awaiting_input');
    expect(waiting.pending_input).toEqual({
      id: expect.stringMatching(/^inp_[0-9a-z]{26}$/),
      server: serverId,
      message: 'How many seats at Chez Ada?',
      mode: 'form',
      requested_schema: SEATS_SCHEMA,
      requested_at: expect.any(String),
    });
    // A 2026-era question pauses the run (no runner held, any runner resumes it); a 2025-era
    // server keeps its call open, so the run waits in it on its runner.
    const stored = await stack.app.store
      .collection<ExecutionRecord>(EXECUTIONS_COLLECTION)
      .findById(ALL_TEAMS, id);
    expect(stored?.lease_owner === null).toBe(era === '2026-07-28');
    const inputId = waiting.pending_input!.id;
    const invalid = await answer(id, inputId, { action: 'accept', content: { seats: 40 } });
    expect(invalid.status).toBe(422);
    const accepted = await answer(id, inputId, { action: 'accept', content: { seats: 4 } });
    expect(accepted.status).toBe(200);
    expect((await answer(id, inputId, { action: 'decline' })).status).toBe(409);

    const ended = await until(id, (e) => e.status === 'completed');
    expect(toolResult(ended)).toBe('Booked 4 seats at Chez Ada.');
    const seen = servers.get(era)!.seen.at(-1);
    // The 2026-era call is made again with the server's own state.
    expect(seen?.requestState).toBe(era === '2026-07-28' ? 'booking:Chez Ada' : undefined);
  });

  it.each(['decline', 'cancel'])('tells the server when the person chooses %s', async (action) => {
    const { id } = await run(era, `${action}-${era}`, 'book_table', 'ask');
    const waiting = await until(id, (e) => e.status === 'awaiting_input');
    expect((await answer(id, waiting.pending_input!.id, { action })).status).toBe(200);
    const ended = await until(id, (e) => e.status === 'completed');
    expect(toolResult(ended)).toBe(`Not booked: the user chose ${action}.`);
  });

  it('asks a URL question and goes on once the page was visited', async () => {
    const { id } = await run(era, `url-${era}`, 'link_account', 'ask');
    const waiting = await until(id, (e) => e.status === 'awaiting_input');
    expect(waiting.pending_input).toMatchObject({ mode: 'url', url: ACCOUNT_URL });
    expect((await answer(id, waiting.pending_input!.id, { action: 'accept' })).status).toBe(200);
    const ended = await until(id, (e) => e.status === 'completed');
    expect(toolResult(ended)).toBe('Account linked.');
  });
});
