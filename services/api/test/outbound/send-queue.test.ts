/**
 * The send queue's rules, over a real store (both engines) and a platform that answers as the test
 * says: a chat's messages go in order, one a platform asks to wait for is tried again with backoff
 * and holds back the ones after it, a refusal fails at once, and SEND_MAX_ATTEMPTS failures fail
 * it; a failure is stored with its `message.delivery_failed` event.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { UpstreamError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import { createLogger } from '@switchboard/kit/logger';
import { EventRepository } from '@switchboard/store/event-repository';
import { teamScope, type DocumentStore } from '@switchboard/store/port';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';
import { ManualClock } from '@switchboard/testing/api/manual-clock';
import { ConversationRepository } from '../../src/conversations/conversation.repository.js';
import { MessageReceiptRepository } from '../../src/conversations/message-receipt.repository.js';
import type { RelayMessageRecord } from '../../src/conversations/message-record.js';
import { MessageRepository } from '../../src/conversations/message.repository.js';
import { EventOutbox } from '../../src/events/emit-event.js';
import { FileStore } from '../../src/files/file-store.js';
import { SEND_MAX_ATTEMPTS, SendQueue } from '../../src/outbound/send-queue.js';
import { DEFAULT_ATTACHMENT_LIMITS } from '../../src/relay/attachments.js';
import { ConversationStore } from '../../src/relay/conversation-store.js';
import { createDeliveryReceipts } from '../../src/relay/delivery-receipts.js';
import type { ChannelAdapter } from '../../src/relay/ports/channel-adapter.js';

const TEAM = 'team_01h00000000000000000000001';
const channel = {
  id: 'chn_01h00000000000000000000001',
  team_id: TEAM,
  bot_id: 'bot_01h00000000000000000000001',
  type: 'telegram',
  status: 'active',
} as ChannelRecord;

let dataDir: string;
let store: DocumentStore;
let conversations: ConversationStore;
let events: EventRepository;
let queue: SendQueue;
const clock = new ManualClock(new Date('2026-03-03T10:00:00Z'));

/** What the platform answers each send, in turn (after the script: accepted). */
let script: Array<Error | 'ok'> = [];
const delivered: string[] = [];
const adapter: ChannelAdapter = {
  async deliver(_channel, _conversation, message) {
    const next = script.shift() ?? 'ok';
    if (next !== 'ok') throw next;
    delivered.push(String(message.content));
    return { platformMessageIds: [`${delivered.length}`] };
  },
};

const busy = () =>
  new UpstreamError({ code: 'TELEGRAM_API_ERROR', message: 'Too Many Requests', retryable: true });
const refused = () =>
  new UpstreamError({
    code: 'TELEGRAM_API_ERROR',
    message: 'Forbidden: bot was blocked by the user',
    retryable: false,
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-queue-'));
  store = await openTestStore({ dataDir, clock: () => clock.now() });
  conversations = new ConversationStore(
    new ConversationRepository(store),
    new MessageRepository(store),
    new MessageReceiptRepository(store),
    store,
  );
  events = new EventRepository(store);
  const outbox = new EventOutbox({ events, clock });
  const logger = createLogger({ name: 'test', level: 'silent' });
  const files = new FileStore({ store, publicBaseUrl: 'http://127.0.0.1', clock });
  await store.ready();
  queue = new SendQueue({
    sending: {
      adapters: { telegram: adapter },
      conversations,
      files,
      events: outbox,
      attachmentLimits: DEFAULT_ATTACHMENT_LIMITS,
      receipts: createDeliveryReceipts({ conversations, events: outbox, clock, logger }),
    },
    channels: { findById: async (_scope, id) => (id === channel.id ? channel : null) },
    clock,
    logger,
  });
});

afterAll(async () => {
  await queue.stop();
  await store.close();
  await removeTestData(dataDir);
});

beforeEach(() => {
  script = [];
  delivered.length = 0;
});

/** A new conversation of the channel with `texts` queued in it, in order, a millisecond apart. */
function queued(...texts: string[]): Promise<RelayMessageRecord[]> {
  return queuedApart(1, texts);
}

async function queuedApart(apartMs: number, texts: string[]): Promise<RelayMessageRecord[]> {
  const at = clock.now().toISOString();
  const conversation = await conversations.findOrCreate(
    {
      teamId: TEAM,
      botId: channel.bot_id,
      channelId: channel.id,
      platform: 'telegram',
      chatId: newId('message'),
      user: { id: 'u', name: 'Ada' },
    },
    at,
  );
  const records: RelayMessageRecord[] = [];
  for (const [index, text] of texts.entries()) {
    const record: RelayMessageRecord = {
      id: newId('message'),
      team_id: TEAM,
      bot_id: channel.bot_id,
      conversation_id: conversation.id,
      role: 'agent',
      content: text,
      attachments: [],
      integration_id: null,
      latency_ms: null,
      metadata: null,
      platform_message_id: null,
      status: null,
      error: null,
      delivery: null,
      created_at: new Date(clock.now().getTime() + index * apartMs).toISOString(),
      send_due_at: at,
    };
    await conversations.append(record);
    records.push(record);
  }
  return records;
}

const current = async (message: RelayMessageRecord) =>
  (await conversations.messages.findById(teamScope(TEAM), message.id))!;

describe('the send queue', () => {
  it("sends a chat's messages in order", async () => {
    const messages = await queued('one', 'two', 'three');
    await queue.run();
    expect(delivered).toEqual(['one', 'two', 'three']);
    for (const message of messages) {
      const now = await current(message);
      expect(now.delivery).toMatchObject({ status: 'sent' });
      expect(now.send_due_at).toBeUndefined();
    }
  });

  it('tries a message the platform cannot take now again later, the chat waiting behind it', async () => {
    const [first, second] = await queued('first', 'second');
    script = [busy()];
    await queue.run();
    expect(delivered).toEqual([]);
    const waiting = await current(first!);
    expect(waiting.delivery).toBeNull();
    expect(Date.parse(waiting.send_due_at!) - clock.now().getTime()).toBe(30_000);
    // The second is not sent ahead of the first.
    clock.advance(10_000);
    await queue.run();
    expect(delivered).toEqual([]);
    clock.advance(25_000);
    await queue.run();
    await queue.run();
    expect(delivered).toEqual(['first', 'second']);
    expect((await current(second!)).delivery).toMatchObject({ status: 'sent' });
  });

  it('keeps messages written in the same millisecond in the order they were written', async () => {
    const [first] = await queuedApart(0, ['first', 'second', 'third']);
    script = [busy()];
    await queue.run();
    // Only the later two are due now; they still wait for the first.
    clock.advance(10_000);
    await queue.run();
    expect(delivered).toEqual([]);
    expect((await current(first!)).delivery).toBeNull();
    clock.advance(25_000);
    await queue.run();
    await queue.run();
    expect(delivered).toEqual(['first', 'second', 'third']);
  });

  it("waits the platform's own retry_after when it is longer than the backoff", async () => {
    const [message] = await queued('later');
    script = [
      new UpstreamError({
        code: 'TELEGRAM_API_ERROR',
        message: 'Too Many Requests: retry after 600',
        retryable: true,
        details: { retry_after: 600 },
      }),
    ];
    await queue.run();
    const waiting = await current(message!);
    expect(Date.parse(waiting.send_due_at!) - clock.now().getTime()).toBe(600_000);
    clock.advance(600_000);
    await queue.run();
    expect(delivered).toEqual(['later']);
  });

  it('fails a message the platform refuses at once, and one that keeps failing, with their events', async () => {
    const [blocked] = await queued('blocked');
    script = [refused()];
    await queue.run();
    expect((await current(blocked!)).delivery).toMatchObject({
      status: 'failed',
      error: 'Forbidden: bot was blocked by the user',
    });

    const [flaky] = await queued('flaky');
    script = Array.from({ length: SEND_MAX_ATTEMPTS }, busy);
    for (let attempt = 1; attempt <= SEND_MAX_ATTEMPTS; attempt += 1) {
      await queue.run();
      clock.advance(2 * 60 * 60 * 1000);
    }
    const gaveUp = await current(flaky!);
    expect(gaveUp.delivery).toMatchObject({ status: 'failed', error: 'Too Many Requests' });
    expect(gaveUp.send_attempts).toBe(SEND_MAX_ATTEMPTS);
    expect(delivered).toEqual([]);
    const failures = (await events.due('9999-01-01T00:00:00Z', 1000)).filter(
      (e) => e.type === 'message.delivery_failed',
    );
    expect(failures.map((e) => (e.data as { message: { id: string } }).message.id).sort()).toEqual(
      [blocked!.id, flaky!.id].sort(),
    );
  });
});
