/**
 * Event triggers: an agent loop's `event_triggers` start a run of it when a matching event of its
 * team happens, with the event envelope as `variables.event`. Driven by the events outbox's
 * fan-out (events/event-fan-out.ts), so it works for events any process emitted and survives
 * restarts: an event is handled when the fan-out reads it, however late.
 */
import {
  LOOP_EVENTS,
  type AgentLoopRecord,
  type EventTrigger,
} from '@switchboard/contracts/agent-loop';
import { toEnvelope, type EventRecord } from '@switchboard/contracts/events';
import type { Logger } from '@switchboard/kit/logger';
import type { EventTriggerStep } from '../events/event-fan-out.js';
import type { OnceClaims } from '../jobs/once-claims.js';
import type { RunQueue } from './run-starter.js';

/**
 * The deepest chain of event-triggered runs that is started: a run started by the completion of
 * a run that an event started has depth 2, and so on. Loops that trigger each other stop here.
 */
export const MAX_EVENT_CHAIN_DEPTH = 5;

export interface EventTriggersDeps {
  loops: { withEventTriggers(teamId: string): Promise<AgentLoopRecord[]> };
  runs: RunQueue;
  claims: Pick<OnceClaims, 'claim'>;
  logger: Logger;
}

export class EventTriggers implements EventTriggerStep {
  constructor(private readonly deps: EventTriggersDeps) {}

  /** A matcher for one fan-out batch: each team's triggered loops are read once per batch. */
  matcher(): (event: EventRecord) => Promise<AgentLoopRecord[]> {
    const byTeam = new Map<string, Promise<AgentLoopRecord[]>>();
    return async (event) => {
      let loops = byTeam.get(event.team_id);
      if (!loops) {
        loops = this.deps.loops.withEventTriggers(event.team_id);
        byTeam.set(event.team_id, loops);
      }
      return (await loops).filter((loop) =>
        (loop.event_triggers ?? []).some((trigger) => matches(trigger, event, loop.id)),
      );
    };
  }

  async watches(teamId: string): Promise<boolean> {
    return (await this.deps.loops.withEventTriggers(teamId)).length > 0;
  }

  claim(event: EventRecord): Promise<boolean> {
    return this.deps.claims.claim(event.team_id, `${event.id}#triggers`);
  }

  /** Queues one run of each loop for an event this process claimed; failures are logged. */
  async start(event: EventRecord, loops: AgentLoopRecord[]): Promise<void> {
    const depth = (event.trigger_depth ?? 0) + 1;
    const log = this.deps.logger.child({ event_id: event.id, team_id: event.team_id });
    for (const loop of loops) {
      if (depth > MAX_EVENT_CHAIN_DEPTH) {
        log.warn(
          { agent_loop_id: loop.id, depth, max_depth: MAX_EVENT_CHAIN_DEPTH },
          'event trigger not started: the chain of event-triggered runs is too deep',
        );
        continue;
      }
      try {
        const execution = await this.deps.runs.queueRun({
          teamId: event.team_id,
          agentLoopId: loop.id,
          input: { variables: { event: toEnvelope(event) } },
          trigger: { type: 'event', id: event.id, depth },
        });
        log.info({ agent_loop_id: loop.id, execution_id: execution.id }, 'event started a run');
      } catch (error) {
        log.warn({ err: error, agent_loop_id: loop.id }, 'event trigger started no run');
      }
    }
  }
}

/** Whether a trigger wants the event; a loop's own completions never trigger it. */
function matches(trigger: EventTrigger, event: EventRecord, loopId: string): boolean {
  if (trigger.event !== event.type) return false;
  const data = event.data as { bot_id?: string; agent_loop_id?: string };
  // A loop's own runs (ending, or waiting for a person) never start it again.
  if (LOOP_EVENTS.includes(event.type) && data.agent_loop_id === loopId) return false;
  if (trigger.bot_id !== undefined && data.bot_id !== trigger.bot_id) return false;
  return trigger.agent_loop_id === undefined || data.agent_loop_id === trigger.agent_loop_id;
}
