/**
 * A platform's delivery receipts against the store, on both engines: a receipt moves a message's
 * delivery forward and never back, a failure is stored with its `message.delivery_failed` event,
 * and a receipt that comes before the send was written down (Meta is quick) is kept and applied
 * when it is, rather than lost. Receipts no message ever claims are pruned after a day.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { newId } from '@switchboard/kit/ids';
import { createLogger } from '@switchboard/kit/logger';
import { EventRepository } from '@switchboard/store/event-repository';
import { ALL_TEAMS, teamScope, type DocumentStore } from '@switchboard/store/port';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';
import { ManualClock } from '@switchboard/testing/api/manual-clock';
import { ConversationRepository } from '../../src/conversations/conversation.repository.js';
import { MessageReceiptRepository } from '../../src/conversations/message-receipt.repository.js';
import type { RelayMessageRecord } from '../../src/conversations/message-record.js';
import { MessageRepository } from '../../src/conversations/message.repository.js';
import { EventOutbox } from '../../src/events/emit-event.js';
import { ConversationStore } from '../../src/relay/conversation-store.js';
import { createDeliveryReceipts, type ReceiptBook } from '../../src/relay/delivery-receipts.js';
import { recordDelivery } from '../../src/relay/outbound-delivery.js';

const TEAM = 'team_01h00000000000000000000000';
const channel = {
  id: 'chn_01h00000000000000000000000',
  team_id: TEAM,
  bot_id: 'bot_01h00000000000000000000000',
  type: 'whatsapp',
} as ChannelRecord;

let dataDir: string;
let store: DocumentStore;
let conversations: ConversationStore;
let events: EventRepository;
let book: ReceiptBook;
const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-receipts-'));
  store = await openTestStore({ dataDir, clock: () => clock.now() });
  conversations = new ConversationStore(
    new ConversationRepository(store),
    new MessageRepository(store),
    new MessageReceiptRepository(store),
    store,
  );
  events = new EventRepository(store);
  await store.ready();
  book = createDeliveryReceipts({
    conversations,
    events: new EventOutbox({ events, clock }),
    clock,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
});

afterAll(async () => {
  await store.close();
  await removeTestData(dataDir);
});

/** A reply the number sent as `wamids`, written down as the relay does after the send. */
async function sent(wamids: string[]): Promise<RelayMessageRecord> {
  const at = clock.now().toISOString();
  const message: RelayMessageRecord = {
    id: newId('message'),
    team_id: TEAM,
    bot_id: channel.bot_id,
    conversation_id: 'conv_01h00000000000000000000000',
    role: 'assistant',
    content: 'your order shipped',
    attachments: [],
    integration_id: 'int_01h00000000000000000000000',
    latency_ms: 5,
    metadata: null,
    platform_message_id: null,
    status: null,
    error: null,
    delivery: null,
    created_at: at,
  };
  await conversations.append(message);
  const write = recordDelivery(
    { conversations, events: new EventOutbox({ events, clock }) },
    channel,
    { receiptsLater: true },
    message,
    { delivery: { status: 'sent', updated_at: at }, platformMessageIds: wamids },
  );
  await conversations.writeTogether(write.steps);
  await book.settle(channel, wamids);
  return message;
}

const deliveryOf = async (message: RelayMessageRecord) =>
  (await conversations.messages.findById(teamScope(TEAM), message.id))?.delivery;

const failedEventsOf = async (message: RelayMessageRecord) =>
  (await events.due('9999-01-01T00:00:00Z', 1000)).filter(
    (e) =>
      e.type === 'message.delivery_failed' &&
      (e.data as { message: { id: string } }).message.id === message.id,
  );

const receipt = (
  platformMessageId: string,
  status: 'delivered' | 'read' | 'failed',
  error?: string,
) =>
  book.record(channel, [
    { platformMessageId, status, ...(error ? { error } : {}), at: clock.now() },
  ]);

describe('delivery receipts', () => {
  it('moves a delivery forward through delivered and read, never back', async () => {
    const message = await sent(['wamid.a1']);
    expect(await deliveryOf(message)).toMatchObject({ status: 'sent' });
    await receipt('wamid.a1', 'read');
    await receipt('wamid.a1', 'delivered');
    expect(await deliveryOf(message)).toMatchObject({ status: 'read' });
    expect(await failedEventsOf(message)).toHaveLength(0);
  });

  it('stores a failure with its event, once', async () => {
    const message = await sent(['wamid.b1', 'wamid.b2']);
    await receipt('wamid.b2', 'failed', 'Media upload error (Meta error 131053)');
    await receipt('wamid.b2', 'failed', 'Media upload error (Meta error 131053)');
    expect(await deliveryOf(message)).toMatchObject({
      status: 'failed',
      error: 'Media upload error (Meta error 131053)',
    });
    const [event, ...more] = await failedEventsOf(message);
    expect(more).toEqual([]);
    expect(event!.data).toMatchObject({
      bot_id: channel.bot_id,
      channel_id: channel.id,
      message: { id: message.id, delivery: { status: 'failed' } },
    });
  });

  it('keeps a receipt that comes before the send is written, and applies it then', async () => {
    await receipt('wamid.c1', 'delivered');
    await receipt('wamid.c1', 'failed', 'Message undeliverable (Meta error 131026)');
    const message = await sent(['wamid.c1']);
    expect(await deliveryOf(message)).toMatchObject({
      status: 'failed',
      error: 'Message undeliverable (Meta error 131026)',
    });
    expect(await failedEventsOf(message)).toHaveLength(1);
  });

  it('prunes receipts no message claimed within a day', async () => {
    await receipt('wamid.not-ours', 'read');
    const claimed = await sent(['wamid.d1']);
    await receipt('wamid.d1', 'delivered');
    const receipts = new MessageReceiptRepository(store);
    clock.advance(25 * 60 * 60 * 1000);
    expect(await book.pruneOrphans()).toBeGreaterThanOrEqual(1);
    expect(await receipts.find(ALL_TEAMS, channel.id, 'wamid.not-ours')).toBeNull();
    expect(await receipts.find(ALL_TEAMS, channel.id, 'wamid.d1')).toMatchObject({
      message_id: claimed.id,
    });
  });
});
