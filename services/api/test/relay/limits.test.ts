import { describe, expect, it } from '@jest/globals';
import { REPLY_MAX_BYTES } from '../../src/relay/integration-reply.js';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import type { TestTeam } from '@switchboard/testing/api/teams';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

// Two messages answered at once by this process, one per team, and no waiting for a place.
const app = useApp({
  env: {
    RELAY_MAX_CONCURRENT: '2',
    RELAY_MAX_CONCURRENT_PER_TEAM: '1',
    RELAY_QUEUE_WAIT_MS: '0',
  },
});
const backend = useFakeAiBackend();
const first = useTeam(app);
const second = useTeam(app);
const third = useTeam(app);

/** A bot of `team` whose only integration answers at `path` of the fake backend. */
async function channelOf(team: TestTeam, path: string) {
  return setUpBot(app, team.key, { integrations: [{ webhook_url: `${backend.url}${path}` }] });
}

describe('relay > reading a backend answer', () => {
  it('stops reading past REPLY_MAX_BYTES and fails the attempt, saying why', async () => {
    const written = new Promise<number>((closed) =>
      backend.on('/huge', { kind: 'huge', bytes: 50_000_000, closed }),
    );
    const setup = await channelOf(first, '/huge');
    const res = await postMessage(app, first.key, setup.channelId, { content: 'tell me all' });
    expect(res.status).toBe(200);
    expect(res.body.data.reply.integration_id).toBeNull();
    expect(res.body.data.reply.error).toContain(
      `response is larger than ${REPLY_MAX_BYTES} bytes (a reply holds at most 100000 characters)`,
    );
    // The connection was dropped long before the backend was done.
    expect(await written).toBeLessThan(50_000_000);
  });
});

describe('relay > messages answered at once', () => {
  it('refuses a team at its bound with 429 and retry_after, storing nothing; 503 when full', async () => {
    let releaseHeld = (): void => undefined;
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    backend.on('/held', { kind: 'held', until: held, body: { content: 'at last' } });
    const a = await channelOf(first, '/held');
    const b = await channelOf(second, '/held');
    const c = await channelOf(third, '/held');
    const heldA = postMessage(app, first.key, a.channelId, { content: 'one' });
    const heldB = postMessage(app, second.key, b.channelId, { content: 'two' });
    await backend.requests.waitFor((r) => r.path === '/held', 2);

    const refused = await app.request<ErrorResponse>(
      'POST',
      `/v1/channels/${a.channelId}/messages`,
      {
        key: first.key,
        body: { user: { id: 'u-refused', name: 'Bo' }, chat_id: 'chat-2', content: 'again' },
      },
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.error).toMatchObject({
      code: 'CONCURRENCY_LIMIT_EXCEEDED',
      retry_after: 1,
      details: { limit: 1 },
    });
    const stored = await app.request<{ data: unknown[] }>(
      'GET',
      `/v1/bots/${a.botId}/conversations?user_id=u-refused`,
      { key: first.key },
    );
    expect(stored.body.data).toEqual([]);

    const full = await postMessage(app, third.key, c.channelId, { content: 'three' });
    expect(full.status).toBe(503);
    expect(full.body as unknown as ErrorResponse).toMatchObject({
      error: { code: 'SERVICE_UNAVAILABLE', retry_after: 1 },
    });

    releaseHeld();
    for (const answered of await Promise.all([heldA, heldB])) {
      expect(answered.status).toBe(200);
      expect(answered.body.data.reply.content).toBe('at last');
    }
    // The places are free again.
    backend.on('/held', { kind: 'reply', body: { content: 'now' } });
    const later = await postMessage(app, third.key, c.channelId, { content: 'three again' });
    expect(later.body.data.reply.content).toBe('now');
  });
});
