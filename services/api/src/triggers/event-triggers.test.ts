import { describe, expect, it } from '@jest/globals';
import type { AgentLoopRecord, EventTrigger } from '@switchboard/contracts/agent-loop';
import type { EventRecord } from '@switchboard/contracts/events';
import type { QueueRunRequest } from '../executions/execution.service.js';
import { createLogger } from '@switchboard/kit/logger';
import { EventTriggers, MAX_EVENT_CHAIN_DEPTH } from './event-triggers.js';

const TEAM = 'team_01test';

function loop(id: string, event_triggers: EventTrigger[]): AgentLoopRecord {
  return { id, team_id: TEAM, event_triggers, has_event_triggers: true } as AgentLoopRecord;
}

function event(type: EventRecord['type'], data: object, trigger_depth?: number): EventRecord {
  return {
    id: 'evt_01event',
    team_id: TEAM,
    type,
    created_at: '2026-03-01T10:00:00.000Z',
    data,
    dispatch_status: 'pending',
    dispatch_after: '2026-03-01T10:00:00.000Z',
    ...(trigger_depth === undefined ? {} : { trigger_depth }),
  } as EventRecord;
}

function triggersOver(loops: AgentLoopRecord[]) {
  const queued: QueueRunRequest[] = [];
  const logged: { msg: string; depth?: number }[] = [];
  const logger = createLogger({ name: 'test', level: 'info' });
  logger.warn = ((fields: { depth?: number }, msg: string) => {
    logged.push({ msg, ...fields });
  }) as typeof logger.warn;
  const triggers = new EventTriggers({
    loops: { withEventTriggers: () => Promise.resolve(loops) },
    runs: {
      queueRun: (request) => {
        queued.push(request);
        return Promise.resolve({ id: `exec_${queued.length}` } as never);
      },
    },
    claims: { claim: () => Promise.resolve(true) },
    logger: Object.assign(logger, { child: () => logger }),
  });
  return { triggers, queued, logged };
}

describe('event triggers', () => {
  it('matches the event type, narrowed by bot_id or agent_loop_id', async () => {
    const { triggers } = triggersOver([
      loop('loop_any', [{ event: 'bot.message_received' }]),
      loop('loop_bot1', [{ event: 'bot.message_received', bot_id: 'bot_1' }]),
      loop('loop_bot2', [{ event: 'bot.message_received', bot_id: 'bot_2' }]),
      loop('loop_done', [{ event: 'agent_loop.completed', agent_loop_id: 'loop_any' }]),
    ]);
    const match = triggers.matcher();
    const ids = async (e: EventRecord) => (await match(e)).map((l) => l.id);
    expect(await ids(event('bot.message_received', { bot_id: 'bot_1' }))).toEqual([
      'loop_any',
      'loop_bot1',
    ]);
    expect(await ids(event('agent_loop.completed', { agent_loop_id: 'loop_any' }))).toEqual([
      'loop_done',
    ]);
    expect(await ids(event('agent_loop.completed', { agent_loop_id: 'loop_bot1' }))).toEqual([]);
    expect(await ids(event('integration.failed', { bot_id: 'bot_1' }))).toEqual([]);
  });

  it('never triggers a loop on its own completion', async () => {
    const { triggers } = triggersOver([loop('loop_self', [{ event: 'agent_loop.completed' }])]);
    const found = await triggers.matcher()(
      event('agent_loop.completed', { agent_loop_id: 'loop_self' }),
    );
    expect(found).toEqual([]);
  });

  it('runs a loop when another loop’s run waits for a person, never on its own', async () => {
    const { triggers } = triggersOver([
      loop('loop_pager', [{ event: 'execution.approval_requested', agent_loop_id: 'loop_writer' }]),
      loop('loop_self', [{ event: 'execution.approval_requested' }]),
    ]);
    const match = triggers.matcher();
    const ids = async (e: EventRecord) => (await match(e)).map((l) => l.id);
    expect(
      await ids(event('execution.approval_requested', { agent_loop_id: 'loop_writer' })),
    ).toEqual(['loop_pager', 'loop_self']);
    expect(
      await ids(event('execution.approval_requested', { agent_loop_id: 'loop_self' })),
    ).toEqual([]);
  });

  it('queues each run with the envelope as variables.event and the chain depth', async () => {
    const { triggers, queued } = triggersOver([]);
    const completed = event('agent_loop.completed', { agent_loop_id: 'loop_a' }, 2);
    await triggers.start(completed, [loop('loop_b', [{ event: 'agent_loop.completed' }])]);
    expect(queued).toEqual([
      {
        teamId: TEAM,
        agentLoopId: 'loop_b',
        input: {
          variables: {
            event: {
              id: completed.id,
              type: completed.type,
              created_at: completed.created_at,
              data: completed.data,
            },
          },
        },
        trigger: { type: 'event', id: completed.id, depth: 3 },
      },
    ]);
  });

  it(`starts a chain up to depth ${MAX_EVENT_CHAIN_DEPTH} and logs instead of going deeper`, async () => {
    const { triggers, queued, logged } = triggersOver([]);
    const target = [loop('loop_b', [{ event: 'agent_loop.completed' }])];
    await triggers.start(event('agent_loop.completed', {}, MAX_EVENT_CHAIN_DEPTH - 1), target);
    expect(queued.map((run) => run.trigger?.depth)).toEqual([MAX_EVENT_CHAIN_DEPTH]);
    await triggers.start(event('agent_loop.completed', {}, MAX_EVENT_CHAIN_DEPTH), target);
    expect(queued).toHaveLength(1);
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'event trigger not started: the chain of event-triggered runs is too deep',
        depth: MAX_EVENT_CHAIN_DEPTH + 1,
      }),
    ]);
  });
});
