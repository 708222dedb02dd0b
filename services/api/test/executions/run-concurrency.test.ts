import { describe, expect, it } from '@jest/globals';
import type { Execution, ExecutionRecord } from '@switchboard/contracts/execution';
import { EXECUTIONS_COLLECTION } from '@switchboard/store/collections';
import { ALL_TEAMS } from '@switchboard/store/port';
import { insertLoop } from '@switchboard/testing/api/loops';
import type { TestTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp({ env: { CONCURRENCY_LIMIT_FREE: '3' } });
const free = useTeam(app, { plan: 'free' });
const neighbour = useTeam(app, { plan: 'free', name: 'Neighbour' });

interface RunResponse {
  data: Execution;
  error: { code: string; message: string; retry_after: number; details: unknown };
}

function stored(id: string) {
  return app.store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION).findById(ALL_TEAMS, id);
}

function run(loopId: string, owner: TestTeam) {
  return app.request<RunResponse>('POST', `/v1/agent-loops/${loopId}/run`, { key: owner.key });
}

describe('the per-team cap on executions queued or running', () => {
  it('admits exactly the cap out of concurrent runs; the rest get 429 with retry_after', async () => {
    const loop = await insertLoop(app, free.team.id);
    const answers = await Promise.all(Array.from({ length: 12 }, () => run(loop.id, free)));
    const admitted = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status === 429);
    expect(admitted).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const res of refused) {
      expect(res.body.error).toMatchObject({
        code: 'CONCURRENCY_LIMIT_EXCEEDED',
        retry_after: expect.any(Number),
        details: { limit: 3 },
      });
      expect(Number(res.headers.get('retry-after'))).toBe(res.body.error.retry_after);
    }

    // Each run's fair-share rank is how many of its team's runs were open before it.
    const ranks = await Promise.all(
      admitted.map(async (res) => (await stored(res.body.data.id))?.fair_rank),
    );
    expect(ranks.sort()).toEqual([0, 1, 2]);

    // Another team has its own places.
    const theirs = await insertLoop(app, neighbour.team.id);
    expect((await run(theirs.id, neighbour)).status).toBe(201);

    // An execution that ends frees its place at once.
    const first = admitted[0]!.body.data.id;
    const cancelled = await app.request('POST', `/v1/executions/${first}/cancel`, {
      key: free.key,
    });
    expect(cancelled.status).toBe(200);
    expect((await run(loop.id, free)).status).toBe(201);
    expect((await run(loop.id, free)).status).toBe(429);
  });
});
