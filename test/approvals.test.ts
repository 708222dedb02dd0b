import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventRecord } from '@switchboard/contracts/events';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import { EVENTS_COLLECTION, EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { ALL_TEAMS } from '@switchboard/store/port';
import { executionWhen, readExecution } from '@switchboard/testing/api/executions';
import { ManualClock } from '@switchboard/testing/api/manual-clock';
import { startApp } from '@switchboard/testing/api/start-app';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm, type LlmRequest } from '@switchboard/testing/fakes/fake-llm';
import { useInProcessStack } from '@switchboard/testing/stack/in-process';

// Tool-call approvals end to end: the real API and runner over one store (SQLite or MongoDB), the
// `files` built-in as the tool server (its write_file declares itself destructive), and a fake
// model. The API's clock is manual, so expiry happens when the test moves it.
const llm = new FakeLlm();
const receiver = new CallbackReceiver('');
const clock = new ManualClock();

beforeAll(async () => {
  await Promise.all([llm.start(), receiver.start()]);
});

afterAll(async () => {
  await Promise.all([llm.close(), receiver.close()]);
});

const stack = useInProcessStack(
  () => ({ LLM_BASE_URL: llm.url, CALLBACK_RETRY_DELAYS_MS: '' }),
  () => ({ clock, env: { APPROVAL_EXPIRY_CHECK_MS: '20' } }),
);

interface Approval {
  id: string;
  kind: string;
  server: string;
  tool: string;
  model_tool_name: string;
  arguments: Record<string, unknown>;
  annotations: Record<string, unknown>;
  requested_at: string;
  expires_at: string;
}
interface Execution {
  id: string;
  status: string;
  error: string | null;
  pending_approvals: Approval[];
  result: { output: string | null; tool_calls: number };
  steps: Array<{ type: string; tool?: string; arguments?: unknown; error?: string | null }>;
}

/** Reads may go freely; writes ask first; deletes are never offered. */
const READ_FREELY_ASK_TO_WRITE = [
  { server: 'files', tool: 'write_file', action: 'ask' },
  { server: 'files', tool: 'delete_file', action: 'deny' },
];

async function createLoop(body: Record<string, unknown> = {}): Promise<string> {
  const res = await stack.app.request<{ data: { id: string; callback_secret: string } }>(
    'POST',
    '/v1/agent-loops',
    {
      key: stack.team.key,
      body: {
        name: 'Careful writer',
        system_prompt: 'Keep notes in the workspace.',
        user_message: 'Write the note.',
        mcp_servers: ['files'],
        tool_policies: READ_FREELY_ASK_TO_WRITE,
        callback_url: receiver.url,
        ...body,
      },
    },
  );
  expect(res.status).toBe(201);
  receiver.useSecret(res.body.data.callback_secret);
  return res.body.data.id;
}

async function run(loopId: string, marker: string): Promise<string> {
  const res = await stack.app.request<{ data: { id: string } }>(
    'POST',
    `/v1/agent-loops/${loopId}/run`,
    { key: stack.team.key, body: { user_message: `Write the note. ${marker}` } },
  );
  expect(res.status).toBe(201);
  return res.body.data.id;
}

function get(id: string): Promise<Execution> {
  return readExecution<Execution>(stack.app, stack.team.key, id);
}

function waitForStatus(id: string, status: string): Promise<Execution> {
  return executionWhen<Execution>(stack.app, stack.team.key, id, (e) => e.status === status);
}

function decide(id: string, approvalId: string, body: Record<string, unknown>) {
  return stack.app.request<{ data: Execution; error?: { code: string; message: string } }>(
    'POST',
    `/v1/executions/${id}/approvals/${approvalId}`,
    { key: stack.team.key, body },
  );
}

/** The model writes `note.txt` (after listing the files), then answers `Done.`. */
function writeScript(name: string): string {
  return llm.script(name, [
    {
      toolCalls: [
        { name: 'files__list_files', arguments: {} },
        { name: 'files__write_file', arguments: { path: 'note.txt', content: 'hello' } },
      ],
    },
    { content: 'Done.' },
  ]);
}

/** What the model was told for its tool calls in the request after the pause. */
function toolAnswers(request: LlmRequest): string[] {
  return request.body.messages.filter((m) => m.role === 'tool').map((m) => m.content ?? '');
}

async function readNote(): Promise<{ status: number; text: string }> {
  const res = await fetch(`${stack.app.baseUrl}/v1/workspace/files/note.txt`, {
    headers: { authorization: `Bearer ${stack.team.key}` },
  });
  return { status: res.status, text: await res.text() };
}

describe('tool-call approvals', () => {
  it('pauses before an ask tool, shows what it wants to do, and goes on once approved', async () => {
    const loopId = await createLoop();
    const id = await run(loopId, writeScript('approve'));

    const paused = await waitForStatus(id, 'awaiting_approval');
    expect(paused.pending_approvals).toEqual([
      {
        id: expect.stringMatching(/^apr_[0-9a-z]{26}$/),
        kind: 'tool_call',
        server: 'files',
        tool: 'write_file',
        model_tool_name: 'files__write_file',
        arguments: { path: 'note.txt', content: 'hello' },
        annotations: expect.objectContaining({ destructiveHint: true, readOnlyHint: false }),
        requested_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    const approval = paused.pending_approvals[0]!;
    // Default approval_timeout: a day.
    expect(Date.parse(approval.expires_at) - Date.parse(approval.requested_at)).toBe(86_400_000);
    // The allowed call of the same answer ran; the asked one did not.
    expect(paused.steps.filter((s) => s.type === 'tool_call').map((s) => s.tool)).toEqual([
      'list_files',
    ]);
    expect((await readNote()).status).toBe(404);
    // A paused run holds no runner: no lease, no claim counted.
    const stored = await stack.app.store
      .collection<ExecutionRecord>(EXECUTIONS_COLLECTION)
      .findById(ALL_TEAMS, id);
    expect(stored).toMatchObject({ lease_owner: null, lease_expires_at: null, claim_count: 0 });
    const inbox = await stack.app.request<{ data: Execution[] }>(
      'GET',
      '/v1/executions?status=awaiting_approval',
      { key: stack.team.key },
    );
    expect(inbox.body.data.map((execution) => execution.id)).toEqual([id]);
    const outbox = await stack.app.store
      .collection<EventRecord>(EVENTS_COLLECTION)
      .find(ALL_TEAMS, { type: 'execution.approval_requested' });
    expect(outbox.map((event) => event.data)).toContainEqual({
      execution_id: id,
      agent_loop_id: loopId,
      approval,
    });

    const decided = await decide(id, approval.id, { decision: 'approve' });
    expect(decided.status).toBe(200);
    expect(decided.body.data.pending_approvals).toEqual([]);
    const callback = await receiver.delivered(id);
    expect(callback.body).toMatchObject({ status: 'completed', result: { output: 'Done.' } });
    expect(await readNote()).toEqual({ status: 200, text: 'hello' });
    const ended = await get(id);
    expect(ended.result.tool_calls).toBe(2);
    expect(ended.steps.filter((s) => s.type === 'model_call')).toHaveLength(2);

    const events = await fetch(`${stack.app.baseUrl}/v1/executions/${id}/events`, {
      headers: { authorization: `Bearer ${stack.team.key}` },
    }).then((res) => res.text());
    const types = [...events.matchAll(/^event: (.+)$/gm)].map((match) => match[1]);
    expect(types.filter((type) => type !== 'execution.step')).toEqual([
      'execution.queued',
      'execution.started',
      'execution.awaiting_approval',
      'execution.resumed',
      'execution.completed',
    ]);
  });

  it('tells the model the reason of a rejection, and the tool never runs', async () => {
    const loopId = await createLoop();
    const id = await run(loopId, writeScript('reject'));
    const paused = await waitForStatus(id, 'awaiting_approval');

    const decided = await decide(id, paused.pending_approvals[0]!.id, {
      decision: 'reject',
      reason: 'not on a Friday',
    });
    expect(decided.status).toBe(200);
    await receiver.delivered(id);
    const after = await llm.waitFor((r) => r.script === 'reject', 2);
    expect(toolAnswers(after)[1]).toBe(
      'Error: not run. A person rejected this call: not on a Friday',
    );
    const ended = await get(id);
    expect(ended.status).toBe('completed');
    expect(ended.steps.filter((s) => s.tool === 'write_file')).toEqual([]);
  });

  it('runs an approved call with edited arguments, checked against the tool’s schema', async () => {
    const loopId = await createLoop();
    const id = await run(loopId, writeScript('edit'));
    const approvalId = (await waitForStatus(id, 'awaiting_approval')).pending_approvals[0]!.id;

    const invalid = await decide(id, approvalId, {
      decision: 'approve',
      arguments: { path: 'edited.txt' },
    });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(invalid.body)).toContain('content');
    const rejectWithArguments = await decide(id, approvalId, {
      decision: 'reject',
      arguments: { path: 'edited.txt', content: 'x' },
    });
    expect(rejectWithArguments.status).toBe(422);

    const edited = await decide(id, approvalId, {
      decision: 'approve',
      arguments: { path: 'edited.txt', content: 'edited by a person' },
    });
    expect(edited.status).toBe(200);
    await receiver.delivered(id);
    const write = (await get(id)).steps.find((s) => s.tool === 'write_file');
    expect(write?.arguments).toEqual({ path: 'edited.txt', content: 'edited by a person' });
    const res = await fetch(`${stack.app.baseUrl}/v1/workspace/files/edited.txt`, {
      headers: { authorization: `Bearer ${stack.team.key}` },
    });
    expect(await res.text()).toBe('edited by a person');
  });

  it('takes one decision of many at once across two API processes and answers the rest 409; the tool runs at most once', async () => {
    const loopId = await createLoop();
    const id = await run(loopId, writeScript('double'));
    const approvalId = (await waitForStatus(id, 'awaiting_approval')).pending_approvals[0]!.id;
    // A second API process over the same store (the same SQLite file, or MongoDB database).
    const other = await startApp({ dataDir: stack.app.dataDir, clock });
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i < 3 ? stack.app : other).request<{ error?: { code: string } }>(
            'POST',
            `/v1/executions/${id}/approvals/${approvalId}`,
            { key: stack.team.key, body: { decision: i % 2 === 0 ? 'approve' : 'reject' } },
          ),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(answers.find((a) => a.status === 409)?.body.error?.code).toBe('CONFLICT');
      await receiver.delivered(id);
      const ended = await get(id);
      // Even indexes approved, odd ones rejected: the tool ran once if the winner approved.
      const winner = answers.findIndex((a) => a.status === 200);
      const ranWrite = ended.steps.filter((s) => s.tool === 'write_file').length;
      expect(ranWrite).toBe(winner % 2 === 0 ? 1 : 0);
      expect(llm.requests.filter((r) => r.script === 'double')).toHaveLength(2);
      // Decided: later decisions are 409 too.
      expect((await decide(id, approvalId, { decision: 'approve' })).status).toBe(409);
    } finally {
      await other.close();
    }
  });

  it('never offers a denied tool to the model', async () => {
    const loopId = await createLoop();
    const marker = llm.script('deny', [{ content: 'Nothing to do.' }]);
    const id = await run(loopId, marker);
    await receiver.delivered(id);
    const request = await llm.waitFor((r) => r.script === 'deny');
    const offered = (request.body.tools ?? []).map((tool) => tool.function.name);
    expect(offered).toContain('files__write_file');
    expect(offered).toContain('files__read_file');
    expect(offered).not.toContain('files__delete_file');
  });

  it('answers 404 for an unknown approval, and 409 for one whose run was cancelled', async () => {
    const loopId = await createLoop();
    const id = await run(loopId, writeScript('cancelled'));
    const approvalId = (await waitForStatus(id, 'awaiting_approval')).pending_approvals[0]!.id;
    const unknown = await decide(id, 'apr_01jd0000000000000000000000', { decision: 'approve' });
    expect(unknown.status).toBe(404);

    const cancelled = await stack.app.request<{ data: Execution }>(
      'POST',
      `/v1/executions/${id}/cancel`,
      { key: stack.team.key, body: {} },
    );
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', pending_approvals: [] });
    expect((await receiver.delivered(id)).body.status).toBe('cancelled');
    const late = await decide(id, approvalId, { decision: 'approve' });
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toMatch(/no longer waits .* cancelled/);
  });
});

describe('approvals nobody decides', () => {
  it('rejects an expired call (on_approval_timeout: reject) and a late decision is a 409', async () => {
    const loopId = await createLoop({ approval_timeout: 60 });
    const id = await run(loopId, writeScript('expire'));
    const paused = await waitForStatus(id, 'awaiting_approval');
    expect(
      Date.parse(paused.pending_approvals[0]!.expires_at) -
        Date.parse(paused.pending_approvals[0]!.requested_at),
    ).toBe(60_000);

    clock.advance(3_600_000);
    try {
      const late = await decide(id, paused.pending_approvals[0]!.id, { decision: 'approve' });
      expect(late.status).toBe(409);
      expect(late.body.error?.message).toMatch(/expired/);
      expect((await receiver.delivered(id)).body.status).toBe('completed');
    } finally {
      clock.set(new Date());
    }
    const after = await llm.waitFor((r) => r.script === 'expire', 2);
    expect(toolAnswers(after)[1]).toMatch(/needed a person’s approval and none came in time/);
  });

  it('fails the run when an approval expires under on_approval_timeout: fail', async () => {
    const loopId = await createLoop({ approval_timeout: 60, on_approval_timeout: 'fail' });
    const id = await run(loopId, writeScript('expire-fail'));
    await waitForStatus(id, 'awaiting_approval');

    clock.advance(3_600_000);
    try {
      const callback = await receiver.delivered(id);
      expect(callback.body.status).toBe('failed');
      expect(callback.body.error).toMatch(
        /expired without a decision \(on_approval_timeout: fail\)/,
      );
    } finally {
      clock.set(new Date());
    }
    expect(llm.requests.filter((r) => r.script === 'expire-fail')).toHaveLength(1);
  });
});

describe('agent loop approval settings', () => {
  it('validates tool_policies and approval_timeout, and shows their defaults', async () => {
    const bad = await stack.app.request<{
      error: { details: { fields: Array<{ path: string }> } };
    }>('POST', '/v1/agent-loops', {
      key: stack.team.key,
      body: {
        name: 'Bad',
        system_prompt: 'x',
        user_message: 'y',
        tool_policies: [{ server: 'nowhere', action: 'maybe' }],
        approval_timeout: 5,
      },
    });
    expect(bad.status).toBe(422);
    const paths = bad.body.error.details.fields.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'tool_policies.0.server',
        'tool_policies.0.action',
        'approval_timeout',
      ]),
    );
    const made = await stack.app.request<{ data: Record<string, unknown> }>(
      'POST',
      '/v1/agent-loops',
      { key: stack.team.key, body: { name: 'Plain', system_prompt: 'x', user_message: 'y' } },
    );
    expect(made.body.data).toMatchObject({
      tool_policies: [],
      approval_timeout: 86_400,
      on_approval_timeout: 'reject',
      elicitation: 'decline',
      max_cost_usd: null,
    });
  });
});
