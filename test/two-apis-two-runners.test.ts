/**
 * A deployment of several processes on one store, as behind a load balancer: two API processes
 * and two agent runners. On MongoDB they share the database (received files in GridFS); on SQLite
 * they share one DATA_DIR on one machine (its database file and its files directory), which the
 * SQLite engine supports, so the same test runs on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentEngine, exactnessSkipReason, itExact } from '@switchboard/store/testing/exactness';
import { openTestStore, removeTestData, testStoreEnv } from '@switchboard/store/testing/test-store';
import { ALL_TEAMS, type DocumentStore } from '@switchboard/store/port';
import { createLogger } from '@switchboard/kit/logger';
import { CallbackReceiver } from '@switchboard/testing/fakes/callback-receiver';
import { FakeLlm } from '@switchboard/testing/fakes/fake-llm';
import type { TestResponse } from '@switchboard/testing/api/http';
import { ApiClient } from '@switchboard/testing/stack/api-client';
import { TelegramUser } from '@switchboard/testing/stack/telegram-user';
import { Workload } from '@switchboard/testing/stack/executions';
import {
  createTeam,
  startApi,
  startRunner,
  type ServiceProcess,
} from '@switchboard/testing/stack/processes';

/** What both APIs call themselves, as behind one proxy; file URLs name it. */
const PUBLIC_BASE_URL = 'https://switchboard.example';
/** Runs of the kill-a-runner test: about 30 s on FerretDB on a loaded 2-core machine. */
const RUNS = 100;
const ON_FERRETDB = exactnessSkipReason(currentEngine()) !== undefined;
if (ON_FERRETDB) {
  process.stderr.write(
    'On FerretDB the kill-a-runner test checks its runs’ callbacks, not their stored status (updates are not atomic there).\n',
  );
}
const EXACT_RUNS = 60;
const QUEUE_CONCURRENCY = 10;
const RUNNER_CONCURRENCY = 4;

let dataDir: string;
let store: DocumentStore;
let work: Workload;
let teamKey: string;
let freeKey: string;
const apis: Array<{ process: ServiceProcess; url: string; client: ApiClient }> = [];
const runners: ServiceProcess[] = [];
const llm = new FakeLlm();
// Each loop's callback_secret is handed to the receiver once the loop exists.
const receiver = new CallbackReceiver('');
const telegram = new TelegramUser();

/** A runner with a short lease, running a dead runner's execution again (RUNNER_MAX_CLAIMS=2). */
async function startOneRunner(): Promise<ServiceProcess> {
  const proc = await startRunner({
    dataDir,
    llmUrl: llm.url,
    extra: {
      // Few runs in flight, renewed and checked sparingly: every running execution writes a
      // heartbeat and reads its cancel flag, which a FerretDB on a busy machine feels at once.
      RUNNER_CONCURRENCY: String(RUNNER_CONCURRENCY),
      RUNNER_POLL_INTERVAL_MS: '100',
      RUNNER_CANCEL_CHECK_INTERVAL_MS: '1000',
      RUNNER_LEASE_MS: '2000',
      RUNNER_HEARTBEAT_INTERVAL_MS: '500',
      RUNNER_RECLAIM_INTERVAL_MS: '200',
      RUNNER_MAX_CLAIMS: '2',
    },
  });
  runners.push(proc);
  return proc;
}

/** Two live runners (a test before may have killed one). */
async function twoLiveRunners(): Promise<void> {
  const live = runners.filter((r) => r.child.exitCode === null && r.child.signalCode === null);
  for (let i = live.length; i < 2; i += 1) await startOneRunner();
}

/** Queues `count` runs of a new loop whose model answers from `marker`, alternating the APIs. */
async function queueRuns(marker: string, count: number): Promise<string[]> {
  const loop = await apis[0]!.client.call<{ data: { id: string; callback_secret: string } }>(
    'POST',
    '/v1/agent-loops',
    {
      name: `Loop ${marker}`,
      system_prompt: 'Answer.',
      user_message: `Go. ${marker}`,
      callback_url: receiver.url,
    },
  );
  expect(loop.status).toBe(201);
  receiver.useSecret(loop.body.data.callback_secret);
  // Ten callers at a time, each alternating between the APIs.
  const queued: Array<TestResponse<{ data: { id: string } }>> = [];
  for (let start = 0; start < count; start += QUEUE_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(QUEUE_CONCURRENCY, count - start) }, (_, i) =>
      apis[(start + i) % 2]!.client.call<{ data: { id: string } }>(
        'POST',
        `/v1/agent-loops/${loop.body.data.id}/run`,
      ),
    );
    queued.push(...(await Promise.all(batch)));
  }
  expect(queued.map((r) => r.status)).toEqual(queued.map(() => 201));
  return queued.map((r) => r.body.data.id);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-two-apis-'));
  await Promise.all([llm.start(), receiver.start(), telegram.start()]);
  const env = {
    ...testStoreEnv(dataDir),
    ALLOW_PRIVATE_NETWORK: 'true',
    PUBLIC_BASE_URL,
    ...telegram.env(),
  };
  teamKey = await createTeam(env, { name: 'Busy', plan: 'enterprise' });
  freeKey = await createTeam(env, { name: 'Thrifty', plan: 'free' });
  for (const started of await Promise.all([startApi(env), startApi(env)])) {
    apis.push({ ...started, client: new ApiClient(started.url, teamKey) });
  }
  await Promise.all([startOneRunner(), startOneRunner()]);
  store = await openTestStore({ dataDir, logger: createLogger({ name: 'e2e', level: 'silent' }) });
  work = new Workload(store);
}, 90_000);

afterAll(async () => {
  await Promise.all([...apis.map((a) => a.process), ...runners].map((p) => p.stop()));
  await Promise.all([llm.close(), receiver.close(), telegram.close()]);
  await store?.close();
  await removeTestData(dataDir);
}, 30_000);

describe('two API processes and two runners on one store', () => {
  it('serves a file received through one API from the other', async () => {
    const [a, b] = [apis[0]!, apis[1]!];
    // Larger than a GridFS chunk (255 KiB), so the bytes come back from several.
    const photo = randomBytes(600 * 1024);
    const { photoUrl } = await telegram.sendPhoto(a.client, photo);
    expect(photoUrl.startsWith(`${PUBLIC_BASE_URL}/files/`)).toBe(true);

    const served = await fetch(`${b.url}${new URL(photoUrl).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
    // The reply's attachment, kept by the API that relayed it, is served by the other one too.
    const conversations = await b.client.call<{ data: Array<{ id: string }> }>(
      'GET',
      `/v1/bots/${telegram.botId}/conversations`,
    );
    const messages = await b.client.call<{ data: Array<{ attachments?: Array<{ url: string }> }> }>(
      'GET',
      `/v1/conversations/${conversations.body.data[0]!.id}/messages`,
    );
    const urls = messages.body.data.flatMap((m) => (m.attachments ?? []).map((f) => f.url));
    expect(urls).toHaveLength(2);
    expect(urls).toContain(photoUrl);
    const replyUrl = urls.find((url) => url !== photoUrl)!;
    const reply = await fetch(`${b.url}${new URL(replyUrl).pathname}`);
    expect(reply.status).toBe(200);
    expect(Buffer.from(await reply.arrayBuffer()).equals(telegram.replyFile)).toBe(true);
  }, 60_000);

  it(`completes all ${RUNS} runs queued through both APIs when one runner is killed mid-run`, async () => {
    await twoLiveRunners();
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const marker = llm.script('many', () => ({ content: 'done', after: gate }));
    const ids = await queueRuns(marker, RUNS);
    // Both runners are full and waiting on the model: the one killed holds some runs.
    await llm.waitFor((r) => r.script === 'many', 2 * RUNNER_CONCURRENCY);
    await runners.find((r) => r.child.exitCode === null)!.kill();
    openGate();

    const callbacks = await Promise.all(ids.map((id) => receiver.delivered(id)));
    expect(callbacks.map((c) => c.body.status)).toEqual(ids.map(() => 'completed'));
    const executions = work.executions();
    // Where single-document updates are atomic, the stored records agree. On FerretDB a takeover
    // claim that read a run whose runner is alive but late with its heartbeat can write that older
    // copy back over the run's end (read-modify-write), so there the callbacks above are the
    // proof that nothing was lost.
    if (!ON_FERRETDB) {
      expect(await executions.count(ALL_TEAMS, { id: { $in: ids }, status: 'completed' })).toBe(
        RUNS,
      );
    }
    // The killed runner's runs were taken over once their lease ran out, and finished.
    const retaken = await executions.find(ALL_TEAMS, { id: { $in: ids }, claim_count: 2 });
    expect(retaken.length).toBeGreaterThanOrEqual(1);
    const shown = await apis[1]!.client.call<{ data: { status: string; result: unknown } }>(
      'GET',
      `/v1/executions/${retaken[0]!.id}`,
    );
    expect(shown.body.data).toMatchObject({ status: 'completed', result: { output: 'done' } });
  }, 150_000);

  itExact(
    `runs each of ${EXACT_RUNS} runs queued through both APIs exactly once`,
    currentEngine(),
    async () => {
      await twoLiveRunners();
      const marker = llm.script('once', [{ content: 'once', delayMs: 5 }]);
      const ids = await queueRuns(marker, EXACT_RUNS);
      await Promise.all(ids.map((id) => receiver.delivered(id)));

      expect(llm.requests.filter((r) => r.script === 'once')).toHaveLength(EXACT_RUNS);
      const stored = await work.executions().find(ALL_TEAMS, { id: { $in: ids } });
      expect(stored.map((e) => [e.status, e.claim_count])).toEqual(ids.map(() => ['completed', 1]));
      const deliveries = receiver.received.filter((c) => ids.includes(c.body.execution_id));
      expect(deliveries).toHaveLength(EXACT_RUNS);
    },
    60_000,
  );

  itExact(
    'admits exactly 60 requests a minute of a free key across both APIs',
    currentEngine(),
    async () => {
      // Fresh keys, so the count starts at 0; a second in case the burst straddles a minute.
      const spare = await Promise.all(
        [1, 2].map(() =>
          new ApiClient(apis[0]!.url, freeKey).call<{ data: { key: string } }>(
            'POST',
            '/v1/api-keys',
            { name: 'burst' },
          ),
        ),
      );
      for (const created of spare) {
        const key = created.body.data.key;
        const burst = await Promise.all(
          Array.from({ length: 90 }, (_, i) =>
            new ApiClient(apis[i % 2]!.url, key).call('GET', '/v1/bots'),
          ),
        );
        const windows = new Set(burst.map((r) => r.headers.get('x-ratelimit-reset')));
        if (windows.size > 1) continue;
        expect(burst.filter((r) => r.status === 200)).toHaveLength(60);
        expect(burst.filter((r) => r.status === 429)).toHaveLength(30);
        return;
      }
      throw new Error('both bursts straddled a minute boundary');
    },
    60_000,
  );
});
