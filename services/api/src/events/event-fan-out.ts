/**
 * Fan-out: turns each pending outbox event into one delivery per enabled endpoint of its team that
 * subscribes to its type, then marks the event dispatched (events stay as a log; deliveries carry
 * their own copy of the envelope).
 *
 * Concurrency is optimistic: due events are read in a batch, and every write is guarded by the
 * `dispatch_after` value that was read. An event with endpoints is first claimed (its
 * `dispatch_after` pushed forward as a lease), so two processes never fan it out together and one
 * that dies mid-way leaves it to be claimed again once the lease ends; the unique
 * (event_id, webhook_id) index keeps that second fan-out from doubling any delivery. Events no
 * endpoint wants (the common case on a busy relay) are marked in one write per batch.
 */
import type { AgentLoopRecord } from '@switchboard/contracts/agent-loop';
import {
  toEnvelope,
  type EventRecord,
  type WebhookEndpointRecord,
} from '@switchboard/contracts/events';
import type { EventRepository } from '@switchboard/store/event-repository';
import { ConflictError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import type { Clock } from '../clock.js';
import type { WebhookRepository } from '../webhooks/webhook.repository.js';
import type { DeliveryQueue } from './delivery-queue.js';
import { newDeliveryRecord } from './delivery-record.js';

/** Events read per batch; a pass keeps reading batches while they come back full. */
export const FAN_OUT_BATCH = 100;

/**
 * What else an event can start besides deliveries: the event triggers of agent loops. Each event
 * with matching loops is claimed once (`triggers_claimed`), so across processes and re-reads
 * its runs are started once.
 */
export interface EventTriggerStep {
  /** Per batch: which loops an event triggers (lookups shared within the batch). */
  matcher(): (event: EventRecord) => Promise<AgentLoopRecord[]>;
  /** True for the one process that starts the event's runs (an atomic once-only claim). */
  claim(event: EventRecord): Promise<boolean>;
  /** Starts the runs for an event this process claimed. */
  start(event: EventRecord, loops: AgentLoopRecord[]): Promise<void>;
  /** Whether any loop of the team has event triggers (any of its events may start a run). */
  watches(teamId: string): Promise<boolean>;
}

export interface FanOutDeps {
  events: Pick<
    EventRepository,
    'due' | 'markUnwanted' | 'markTriggersClaimed' | 'claimFanOut' | 'markDispatched'
  >;
  endpoints: Pick<WebhookRepository, 'enabledOfTeam'>;
  deliveries: Pick<DeliveryQueue, 'insert'>;
  clock: Clock;
  /** How long a claimed fan-out is protected from other processes. */
  leaseMs: number;
  /** Event triggers of agent loops, started before the event's deliveries are made. */
  triggers?: EventTriggerStep;
}

/**
 * Fans out up to FAN_OUT_BATCH due events; returns how many were due (FAN_OUT_BATCH means more
 * may be waiting). Endpoints are read once per team per batch.
 */
export async function fanOutDueEvents(deps: FanOutDeps): Promise<number> {
  const readAt = deps.clock.now().toISOString();
  const due = await deps.events.due(readAt, FAN_OUT_BATCH);
  const endpointsByTeam = new Map<string, Promise<WebhookEndpointRecord[]>>();
  const unwanted: string[] = [];
  const triggers = deps.triggers;
  const triggered = triggers?.matcher();
  for (const event of due) {
    if (triggers && triggered && !event.triggers_claimed) {
      await startTriggers(deps.events, triggers, event, await triggered(event));
    }
    let teamEndpoints = endpointsByTeam.get(event.team_id);
    if (!teamEndpoints) {
      teamEndpoints = deps.endpoints.enabledOfTeam(event.team_id);
      endpointsByTeam.set(event.team_id, teamEndpoints);
    }
    const subscribed = (await teamEndpoints).filter((e) => e.events.includes(event.type));
    if (subscribed.length === 0) unwanted.push(event.id);
    else await fanOutEvent(deps, event, subscribed);
  }
  if (unwanted.length > 0) {
    // One write for the batch; an event another process claimed since the read no longer matches.
    await deps.events.markUnwanted(unwanted, readAt);
  }
  return due.length;
}

async function startTriggers(
  events: FanOutDeps['events'],
  triggers: EventTriggerStep,
  event: EventRecord,
  loops: AgentLoopRecord[],
): Promise<void> {
  if (loops.length === 0) return;
  // Claimed before the runs are queued: a process that dies in between loses them rather than
  // risking a second run of each (the same choice as schedules).
  if (!(await triggers.claim(event))) return;
  // Noted on the event so later reads skip it without asking for the claim again.
  await events.markTriggersClaimed(event.id);
  await triggers.start(event, loops);
}

async function fanOutEvent(
  deps: FanOutDeps,
  event: EventRecord,
  subscribed: WebhookEndpointRecord[],
): Promise<void> {
  // Unchanged since it was read: no other process has claimed it meanwhile.
  const lease = new Date(deps.clock.now().getTime() + deps.leaseMs).toISOString();
  const claimed = await deps.events.claimFanOut(event, lease);
  if (!claimed) return;
  const envelope = toEnvelope(event);
  let created = 0;
  for (const endpoint of subscribed) {
    const record = newDeliveryRecord({
      id: newId('delivery'),
      teamId: event.team_id,
      webhookId: endpoint.id,
      event: envelope,
      now: deps.clock.now(),
    });
    try {
      await deps.deliveries.insert(record);
      created += 1;
    } catch (error) {
      // Made by an earlier claim of this event that died before marking it dispatched.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  await deps.events.markDispatched(event.id, lease, created);
}
