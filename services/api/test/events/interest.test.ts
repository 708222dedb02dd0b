/**
 * The outbox and what a team wants (src/events/event-interest.ts): an event no enabled endpoint
 * subscribes to and no loop can be triggered by is stored already dispatched, with no deliveries
 * and no fan-out; once an endpoint or a loop that may want it exists, events go through the
 * fan-out again. Over a real store: on SQLite what a team wants is kept between events; on MongoDB
 * (no change token) every event goes through the fan-out.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  EventData,
  EventRecord,
  EventType,
  WebhookEndpointRecord,
} from '@switchboard/contracts/events';
import { newWebhookSecret } from '@switchboard/contracts/webhook-secret';
import { newId } from '@switchboard/kit/ids';
import { EVENTS_COLLECTION } from '@switchboard/store/collections';
import { EventRepository } from '@switchboard/store/event-repository';
import { ALL_TEAMS, teamScope, type DocumentStore } from '@switchboard/store/port';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';
import { AGENT_LOOPS_COLLECTION } from '../../src/agent-loops/agent-loop.repository.js';
import { EventOutbox } from '../../src/events/emit-event.js';
import { EventInterest } from '../../src/events/event-interest.js';
import { WebhookRepository, WEBHOOKS_COLLECTION } from '../../src/webhooks/webhook.repository.js';

const disconnected: EventData<'channel.disconnected'> = {
  bot_id: newId('bot'),
  channel_id: newId('channel'),
  type: 'telegram',
  reason: 'Unauthorized: the bot token was revoked',
};

let dataDir: string;
let store: DocumentStore;
let nudges = 0;
let loopsWithTriggers = new Set<string>();
let outbox: EventOutbox;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-interest-'));
  store = await openTestStore({ dataDir });
  const endpoints = new WebhookRepository(store);
  // Opened as the agent loops' repository opens it in the api.
  store.collection(AGENT_LOOPS_COLLECTION);
  const interest = new EventInterest(store, {
    endpoints,
    triggers: { watches: async (teamId) => loopsWithTriggers.has(teamId) },
  });
  outbox = new EventOutbox({
    events: new EventRepository(store),
    clock: { now: () => new Date() },
    onEmitted: () => (nudges += 1),
    interest,
  });
  await store.ready();
});

afterAll(async () => {
  await store.close();
  await removeTestData(dataDir);
});

const keeps = () => store.changeToken !== undefined;

/** Lets a read the outbox started in the background finish (the store answers within a turn). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Emits `channel.disconnected` for `teamId` and returns the stored record. */
async function emitted(teamId: string): Promise<EventRecord> {
  await outbox.emit(teamId, 'channel.disconnected', disconnected);
  const events = store.collection<EventRecord>(EVENTS_COLLECTION);
  const [newest] = await events.find(teamScope(teamId), {}, { sort: [['id', -1]], limit: 1 });
  return newest!;
}

async function endpointOf(teamId: string, events: EventType[]): Promise<WebhookEndpointRecord> {
  const at = new Date().toISOString();
  return store.collection<WebhookEndpointRecord>(WEBHOOKS_COLLECTION).insert({
    id: newId('webhook'),
    team_id: teamId,
    url: 'https://hooks.example.com/in',
    events,
    description: null,
    enabled: true,
    disabled_reason: null,
    secret: newWebhookSecret(),
    created_at: at,
    updated_at: at,
  });
}

/** Emits twice, the second once what the team wants is known, and returns both records. */
async function emittedTwice(teamId: string): Promise<[EventRecord, EventRecord]> {
  const first = await emitted(teamId);
  await settle();
  return [first, await emitted(teamId)];
}

const pending = { dispatch_status: 'pending' };
const settled = { dispatch_status: 'dispatched', deliveries_created: 0 };

describe('the outbox and what a team wants', () => {
  it('stores an event nothing wants as dispatched, without a fan-out, once that is known', async () => {
    const teamId = newId('team');
    const before = nudges;
    const [first, second] = await emittedTwice(teamId);
    // Not known at the first event: it goes through the fan-out.
    expect(first).toMatchObject(pending);
    expect(second).toMatchObject(keeps() ? settled : pending);
    expect(nudges - before).toBe(keeps() ? 1 : 2);
  });

  it('sends events through the fan-out while an enabled endpoint subscribes to their type', async () => {
    const teamId = newId('team');
    await emittedTwice(teamId);
    const endpoint = await endpointOf(teamId, ['channel.disconnected']);
    const [afterCreate, next] = await emittedTwice(teamId);
    expect(afterCreate).toMatchObject(pending);
    expect(next).toMatchObject(pending);

    await store
      .collection<WebhookEndpointRecord>(WEBHOOKS_COLLECTION)
      .updateOne(ALL_TEAMS, { id: endpoint.id }, { $set: { enabled: false } });
    const [afterDisable, later] = await emittedTwice(teamId);
    expect(afterDisable).toMatchObject(pending);
    expect(later).toMatchObject(keeps() ? settled : pending);
  });

  it('settles an event of a type the team’s endpoints do not subscribe to', async () => {
    const teamId = newId('team');
    await endpointOf(teamId, ['bot.message_received']);
    const [, second] = await emittedTwice(teamId);
    expect(second).toMatchObject(keeps() ? settled : pending);
  });

  it('sends every event through the fan-out while a loop of the team has event triggers', async () => {
    const teamId = newId('team');
    await emittedTwice(teamId);
    // The loop's write moves the agent loops' version, so the next event asks again.
    loopsWithTriggers = new Set([...loopsWithTriggers, teamId]);
    await store.collection(AGENT_LOOPS_COLLECTION).insert({
      id: newId('agentLoop'),
      team_id: teamId,
      created_at: new Date().toISOString(),
    });
    const [afterLoop, next] = await emittedTwice(teamId);
    expect(afterLoop).toMatchObject(pending);
    expect(next).toMatchObject(pending);
  });
});
