import { describe, expect, it } from '@jest/globals';
import type { AgentLoop } from '@switchboard/contracts/agent-loop';
import type { McpServer } from '@switchboard/contracts/mcp-server';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { createRecord, expectDeletes } from '../resource-helpers.js';

// DELETE /v1/mcp-servers/{id} of a server that loops name is a 409 listing them (a state conflict
// the caller resolves by editing the loops, contract-decisions.md "Errors"): deleting it would
// leave their runs without those tools and make saving such a loop unchanged a 422.

const app = useApp();
const team = useTeam(app);
const other = useTeam(app);
let counter = 0;

function registerServer(): Promise<McpServer> {
  counter += 1;
  return createRecord<McpServer>(app, team, '/v1/mcp-servers', {
    name: `Lookup ${counter}`,
    url: 'https://tools.example.com/mcp',
  });
}

function createLoop(mcpServers: string[], owner = team): Promise<AgentLoop> {
  return createRecord<AgentLoop>(app, owner, '/v1/agent-loops', {
    name: 'Uses tools',
    system_prompt: 's',
    user_message: 'u',
    mcp_servers: mcpServers,
  });
}

describe('DELETE /v1/mcp-servers/{id} while agent loops name it', () => {
  it('answers 409 naming every loop that uses it and keeps the server', async () => {
    const server = await registerServer();
    const first = await createLoop([server.id, 'http']);
    const second = await createLoop(['model-catalog', server.id]);
    await createLoop(['http']);

    const res = await app.request<ErrorResponse>('DELETE', `/v1/mcp-servers/${server.id}`, {
      key: team.key,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(res.body.error.message).toContain(first.id);
    expect(res.body.error.message).toContain('remove it from their mcp_servers first');
    expect((res.body.error.details!.agent_loop_ids as string[]).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const still = await app.request('GET', `/v1/mcp-servers/${server.id}`, { key: team.key });
    expect(still.status).toBe(200);
  });

  it('deletes it once the loops no longer name it (edited or deleted)', async () => {
    const server = await registerServer();
    const edited = await createLoop([server.id]);
    const removed = await createLoop([server.id, 'http']);
    const patch = await app.request('PATCH', `/v1/agent-loops/${edited.id}`, {
      key: team.key,
      body: { mcp_servers: ['http'] },
    });
    expect(patch.status).toBe(200);
    await app.request('DELETE', `/v1/agent-loops/${removed.id}`, { key: team.key });
    await expectDeletes(app, team, `/v1/mcp-servers/${server.id}`, {
      type: 'mcp_server',
      id: server.id,
    });
  });

  it("still answers 404 for another team's server without revealing its loops", async () => {
    const server = await registerServer();
    await createLoop([server.id]);
    const res = await app.request<ErrorResponse>('DELETE', `/v1/mcp-servers/${server.id}`, {
      key: other.key,
    });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('loop_');
  });

  it('finds users among more loops than one store read returns', async () => {
    const server = await registerServer();
    for (let i = 0; i < 205; i += 1) await createLoop(['http']);
    const late = await createLoop([server.id]);
    const res = await app.request<ErrorResponse>('DELETE', `/v1/mcp-servers/${server.id}`, {
      key: team.key,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ agent_loop_ids: [late.id], agent_loop_count: 1 });
  });

  it('names the first 20 loops and counts the rest instead of listing them all', async () => {
    const server = await registerServer();
    const users: string[] = [];
    for (let i = 0; i < 23; i += 1) users.push((await createLoop([server.id])).id);
    const res = await app.request<ErrorResponse>('DELETE', `/v1/mcp-servers/${server.id}`, {
      key: team.key,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({
      agent_loop_ids: [...users].sort().slice(0, 20),
      agent_loop_count: 23,
    });
    expect(res.body.error.message).toContain('used by 23 agent loop(s)');
    expect(res.body.error.message).toContain('and 3 more');
    expect(res.body.error.message).not.toContain([...users].sort()[22]);
  });
});
