import { describe, expect, it } from '@jest/globals';
import type { AgentLoop } from '@switchboard/contracts/agent-loop';
import type { Execution } from '@switchboard/contracts/execution';
import { newEventRecord, type EventRecord } from '@switchboard/contracts/events';
import { newId } from '@switchboard/kit/ids';
import { EVENTS_COLLECTION } from '@switchboard/store/collections';
import { EventRepository } from '@switchboard/store/event-repository';
import { ALL_TEAMS } from '@switchboard/store/port';
import { fanOutDueEvents } from '../../src/events/event-fan-out.js';
import { DeliveryQueue } from '../../src/events/delivery-queue.js';
import { EventTriggers } from '../../src/triggers/event-triggers.js';
import { OnceClaims } from '../../src/jobs/once-claims.js';
import { ExecutionService } from '../../src/executions/execution.service.js';
import { AgentLoopService } from '../../src/agent-loops/agent-loop.service.js';
import { WebhookRepository } from '../../src/webhooks/webhook.repository.js';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { eventually } from '@switchboard/testing/api/eventually';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { expectFieldErrors, LOOP_REQUIRED_FIELDS } from '../resource-helpers.js';

const app = useApp();
const team = useTeam(app);
/** A team with no webhook endpoint and, until a test makes one, no loop with event triggers. */
const quiet = useTeam(app, { name: 'Quiet team' });
const backend = useFakeAiBackend();

async function createLoop(fields: object, key = team.key): Promise<AgentLoop> {
  const res = await app.request<{ data: AgentLoop }>('POST', '/v1/agent-loops', {
    key,
    body: { ...LOOP_REQUIRED_FIELDS, ...fields },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function runsOf(loopId: string, key = team.key): Promise<Execution[]> {
  const res = await app.request<{ data: Execution[] }>(
    'GET',
    `/v1/agent-loops/${loopId}/executions`,
    { key },
  );
  return res.body.data;
}

describe('agent loop event_triggers', () => {
  it('are shown on the loop and validated: bot_id only for bot events, agent_loop_id only for completions', async () => {
    const loop = await createLoop({
      event_triggers: [{ event: 'integration.failed' }, { event: 'agent_loop.completed' }],
    });
    expect(loop.event_triggers).toEqual([
      { event: 'integration.failed' },
      { event: 'agent_loop.completed' },
    ]);
    expect((await createLoop({})).event_triggers).toEqual([]);
    const bad = (event_triggers: unknown) =>
      app.request('POST', '/v1/agent-loops', {
        key: team.key,
        body: { ...LOOP_REQUIRED_FIELDS, event_triggers },
      });
    expectFieldErrors(await bad([{ event: 'agent_loop.completed', bot_id: 'bot_01abc' }]), [
      'event_triggers.0.bot_id',
    ]);
    expectFieldErrors(await bad([{ event: 'bot.message_received', agent_loop_id: loop.id }]), [
      'event_triggers.0.agent_loop_id',
    ]);
    expectFieldErrors(await bad([{ event: 'bot.deleted' }]), ['event_triggers.0.event']);
    const cleared = await app.request<{ data: AgentLoop }>('PATCH', `/v1/agent-loops/${loop.id}`, {
      key: team.key,
      body: { event_triggers: [] },
    });
    expect(cleared.body.data.event_triggers).toEqual([]);
  });

  it('runs a loop when its bot receives a message, with the event as variables.event', async () => {
    backend.on('/reply', { kind: 'reply', body: { content: 'ok' } });
    const other = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/reply` }],
    });
    const watched = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/reply` }],
    });
    const loop = await createLoop({
      user_message: 'Summarise: {{event.data.message.content}}',
      event_triggers: [{ event: 'bot.message_received', bot_id: watched.botId }],
    });
    const user = { id: 'u1', name: 'Ada' };
    await postMessage(app, team.key, other.channelId, { user, chat_id: 'c1', content: 'Other' });
    await postMessage(app, team.key, watched.channelId, { user, chat_id: 'c1', content: 'Hello' });
    const [run, ...more] = await eventually(
      () => runsOf(loop.id),
      (runs) => runs.length > 0,
    );
    // Events fan out in order: the other bot's message came first and started nothing.
    expect(more).toEqual([]);
    expect(run).toMatchObject({
      trigger: { type: 'event', id: expect.stringMatching(/^evt_/), depth: 1 },
      input: { user_message: 'Summarise: Hello' },
    });
    const event = (run!.input.variables as { event: Record<string, unknown> }).event;
    expect(event).toMatchObject({
      id: run!.trigger.id,
      type: 'bot.message_received',
      data: { bot_id: watched.botId, message: { content: 'Hello' } },
    });
  });

  it('runs a loop created after the team had events nothing wanted, for the next message', async () => {
    backend.on('/reply', { kind: 'reply', body: { content: 'ok' } });
    const bot = await setUpBot(app, quiet.key, {
      integrations: [{ webhook_url: `${backend.url}/reply` }],
    });
    const user = { id: 'u1', name: 'Ada' };
    await postMessage(app, quiet.key, bot.channelId, { user, chat_id: 'c1', content: 'One' });
    await postMessage(app, quiet.key, bot.channelId, { user, chat_id: 'c1', content: 'Two' });
    if (app.store.changeToken) {
      // Known by the second message (SQLite): stored dispatched, never updated by a fan-out.
      const [second] = await app.store
        .collection<EventRecord>(EVENTS_COLLECTION)
        .find(ALL_TEAMS, { team_id: quiet.team.id }, { sort: [['id', -1]], limit: 1 });
      expect(second).toMatchObject({ dispatch_status: 'dispatched', deliveries_created: 0 });
      expect(second).not.toHaveProperty('updated_at');
    }

    const loop = await createLoop(
      {
        user_message: 'Answer {{event.data.message.content}}',
        event_triggers: [{ event: 'bot.message_received', bot_id: bot.botId }],
      },
      quiet.key,
    );
    await postMessage(app, quiet.key, bot.channelId, { user, chat_id: 'c1', content: 'Three' });
    const runs = await eventually(
      () => runsOf(loop.id, quiet.key),
      (found) => found.length > 0,
    );
    expect(runs.map((run) => run.input.user_message)).toEqual(['Answer Three']);
  });

  it("runs a loop when its bot's conversation is handed to a person", async () => {
    backend.on('/hands-over', { kind: 'reply', body: { handoff: true, content: 'One moment.' } });
    const bot = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/hands-over` }],
    });
    const loop = await createLoop({
      user_message: 'Brief the person on {{event.data.conversation_id}}',
      event_triggers: [{ event: 'conversation.handoff_requested', bot_id: bot.botId }],
    });
    const asked = await postMessage(app, team.key, bot.channelId, { content: 'a human please' });
    const conversationId = asked.body.data.conversation_id;
    const [run] = await eventually(
      () => runsOf(loop.id),
      (runs) => runs.length > 0,
    );
    expect(run!.input.user_message).toBe(`Brief the person on ${conversationId}`);
    expect((run!.input.variables as { event: Record<string, unknown> }).event).toMatchObject({
      type: 'conversation.handoff_requested',
      data: { bot_id: bot.botId, requested_by: 'integration' },
    });
  });

  it('starts one run per event however many processes fan it out at once', async () => {
    const loop = await createLoop({ event_triggers: [{ event: 'channel.disconnected' }] });
    const events = app.store.collection<EventRecord>(EVENTS_COLLECTION);
    const loops = new AgentLoopService({
      store: app.store,
      clock: app.clock,
      urlPolicy: { allowPrivateNetwork: true },
      toolServers: { get: () => Promise.reject(new Error('unused')) } as never,
      executions: { cancelOpenForLoop: () => Promise.resolve() },
      models: { check: () => Promise.resolve(null) } as never,
      secretReferences: { missing: () => Promise.resolve([]) },
    });
    const runs = new ExecutionService({
      store: app.store,
      clock: app.clock,
      concurrencyLimits: { free: 500, pro: 500, enterprise: 500 },
      planOf: () => Promise.resolve('enterprise'),
    });
    const otherProcess = {
      events: new EventRepository(app.store),
      endpoints: new WebhookRepository(app.store),
      deliveries: new DeliveryQueue(app.store, app.clock, { leaseMs: 60_000 }),
      clock: app.clock,
      leaseMs: 60_000,
      triggers: new EventTriggers({
        loops,
        runs,
        claims: new OnceClaims(app.store, app.clock),
        logger: app.logger,
      }),
    } as Parameters<typeof fanOutDueEvents>[0];
    await events.insert(
      newEventRecord(
        newId('event'),
        team.team.id,
        'channel.disconnected',
        { bot_id: 'bot_01x', channel_id: 'chn_01x', type: 'telegram', reason: 'token revoked' },
        app.clock.now(),
      ),
    );
    // The app's own worker races these two as a third process.
    await Promise.all([fanOutDueEvents(otherProcess), fanOutDueEvents(otherProcess)]);
    await eventually(
      () => events.find(ALL_TEAMS, { type: 'channel.disconnected', dispatch_status: 'pending' }),
      (pending) => pending.length === 0,
    );
    expect(await runsOf(loop.id)).toHaveLength(1);
  });
});
