import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@switchboard/kit/logger';
import { ALL_TEAMS } from '@switchboard/store/port';
import { MESSAGES_COLLECTION } from '../../src/conversations/message.repository.js';
import type { RelayMessageRecord } from '../../src/conversations/message-record.js';
import { startFakeAiBackend, type FakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { openTestStore, removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';
import { createTeam } from '@switchboard/testing/stack/processes';

// A real crash: dist/main.js (`pnpm build` first) killed with SIGKILL while it waits for a backend.
const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
let backend: FakeAiBackend;
let dataDir: string;
let child: ChildProcess | undefined;
let logs: LogWatch;

beforeAll(async () => {
  if (!existsSync(path.join(DIST, 'main.js'))) {
    throw new Error(`${DIST}/main.js is missing: run pnpm build before these tests`);
  }
  backend = await startFakeAiBackend();
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-crash-'));
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  await backend.close();
  await removeTestData(dataDir);
});

type LogEntry = { msg?: string; address?: { port: number } } & Record<string, unknown>;

/**
 * The running process's log lines, kept so a wait can find a line logged before it started
 * (breaking out of `for await` over readline would close it for the next wait).
 */
class LogWatch {
  private readonly entries: LogEntry[] = [];
  private readonly waiters = new Set<() => void>();
  private closed = false;

  constructor(input: NodeJS.ReadableStream) {
    const lines = createInterface({ input });
    lines.on('line', (line) => {
      this.entries.push(JSON.parse(line) as LogEntry);
      for (const wake of this.waiters) wake();
    });
    lines.on('close', () => {
      this.closed = true;
      for (const wake of this.waiters) wake();
    });
  }

  /** Resolves with the first line (logged before or after the call) that `matches`. */
  async waitFor(matches: (entry: LogEntry) => boolean): Promise<LogEntry> {
    for (;;) {
      const found = this.entries.find(matches);
      if (found) return found;
      if (this.closed) throw new Error('the API exited before logging the expected line');
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          resolve();
        };
        this.waiters.add(wake);
      });
    }
  }
}

/** Starts dist/main.js on port 0 and returns its base URL once it listens. */
async function startMain(): Promise<string> {
  child = spawn(process.execPath, [path.join(DIST, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      ...testStoreEnv(dataDir),
      API_PORT: '0',
      LOG_LEVEL: 'info',
      ALLOW_PRIVATE_NETWORK: 'true',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  logs = new LogWatch(child.stdout!);
  const listening = await logs.waitFor((entry) => entry.msg === 'api listening');
  return `http://127.0.0.1:${listening.address!.port}`;
}

async function call<T>(baseUrl: string, key: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { data: T } };
}

/** A bot with one integration at `backendPath` and an api channel; returns the channel id. */
async function apiChannel(baseUrl: string, key: string, backendPath: string): Promise<string> {
  const bot = await call<{ id: string }>(baseUrl, key, 'POST', '/v1/bots', { name: backendPath });
  expect(bot.status).toBe(201);
  const integration = await call(
    baseUrl,
    key,
    'POST',
    `/v1/bots/${bot.body.data.id}/integrations`,
    {
      name: 'only',
      webhook_url: `${backend.url}${backendPath}`,
      timeout: 20,
    },
  );
  expect(integration.status).toBe(201);
  const channel = await call<{ id: string }>(
    baseUrl,
    key,
    'POST',
    `/v1/bots/${bot.body.data.id}/channels`,
    { type: 'api', timeout: 25 },
  );
  expect(channel.status).toBe(201);
  return channel.body.data.id;
}

interface ListedMessage {
  role: string;
  content: unknown;
  status: string | null;
  error: string | null;
  integration_id: string | null;
}

describe('a process killed mid-relay (SIGKILL)', () => {
  it('answers the stored message after a restart, or marks it failed, as the messages list shows', async () => {
    const key = await createTeam(testStoreEnv(dataDir), { name: 'Crash', plan: 'free' });
    let baseUrl = await startMain();
    const answeredChannel = await apiChannel(baseUrl, key, '/crash-then-answer');
    const failedChannel = await apiChannel(baseUrl, key, '/crash-then-fail');
    backend.on('/crash-then-answer', { kind: 'hang' });
    backend.on('/crash-then-fail', { kind: 'hang' });

    const send = (channelId: string, content: string) =>
      fetch(`${baseUrl}/v1/channels/${channelId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ user: { id: 'u1', name: 'Ada' }, chat_id: 'c1', content }),
      }).then(
        (res) => res.status,
        () => 'connection lost',
      );
    const inFlight = [
      send(answeredChannel, 'asked before the crash'),
      send(failedChannel, 'asked before the crash too'),
    ];
    // Both messages reached a backend, so both were stored; then the process dies mid-relay.
    await backend.requests.waitFor((r) => r.path === '/crash-then-answer');
    await backend.requests.waitFor((r) => r.path === '/crash-then-fail');
    child!.kill('SIGKILL');
    await once(child!, 'exit');
    expect(await Promise.all(inFlight)).toEqual(['connection lost', 'connection lost']);

    // Time passing past the dead process's lease (channel timeout + 60 s), without waiting for it.
    const store = await openTestStore({
      dataDir,
      logger: createLogger({ name: 't', level: 'silent' }),
    });
    const rewound = await store
      .collection<RelayMessageRecord>(MESSAGES_COLLECTION)
      .updateMany(
        ALL_TEAMS,
        { status: 'received' },
        { $set: { relay_lease_until: new Date(Date.now() - 1000).toISOString() } },
      );
    await store.close();
    expect(rewound).toBe(2);

    backend.on('/crash-then-answer', { kind: 'reply' });
    backend.on('/crash-then-fail', { kind: 'error', status: 500 });
    baseUrl = await startMain();
    const recovered = await logs.waitFor((entry) => entry.msg === 'recovered abandoned messages');
    expect(recovered).toMatchObject({ answered: 1, failed: 1 });

    /** The channel's one conversation (with its message_count) and its messages, via the API. */
    const listed = async (
      channelId: string,
    ): Promise<{ messageCount: number; messages: ListedMessage[] }> => {
      const bots = await call<Array<{ id: string }>>(baseUrl, key, 'GET', '/v1/bots?per_page=100');
      for (const bot of bots.body.data) {
        const conversations = await call<
          Array<{ id: string; channel_id: string; message_count: number }>
        >(baseUrl, key, 'GET', `/v1/bots/${bot.id}/conversations`);
        const conversation = conversations.body.data.find((c) => c.channel_id === channelId);
        if (!conversation) continue;
        const messages = await call<ListedMessage[]>(
          baseUrl,
          key,
          'GET',
          `/v1/conversations/${conversation.id}/messages`,
        );
        return { messageCount: conversation.message_count, messages: messages.body.data };
      }
      throw new Error(`no conversation on channel ${channelId}`);
    };
    const answered = await listed(answeredChannel);
    const failed = await listed(failedChannel);
    // Counted once each, by the process that finished them: the question and its reply.
    expect([answered.messageCount, failed.messageCount]).toEqual([2, 2]);
    expect(answered.messages).toEqual([
      expect.objectContaining({
        role: 'user',
        content: 'asked before the crash',
        status: 'answered',
        error: null,
      }),
      expect.objectContaining({
        role: 'assistant',
        content: 'echo: asked before the crash',
        integration_id: expect.any(String),
      }),
    ]);
    expect(failed.messages).toEqual([
      expect.objectContaining({
        role: 'user',
        status: 'failed',
        error: expect.stringMatching(/500/),
      }),
      expect.objectContaining({ role: 'assistant', integration_id: null }),
    ]);
  });
});
