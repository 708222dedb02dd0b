/**
 * Which events a team wants at all: the types its enabled webhook endpoints subscribe to, and
 * whether any of its agent loops has event triggers. The outbox stores an event nothing wants as
 * already dispatched (no fan-out pass, no second write of it), which is what the fan-out would
 * have done with it. Known only from memory kept while the webhooks and agent loops are unchanged
 * (ChangeGatedCache): when it is not known at once, or on a store without a change token
 * (MongoDB), the event goes through the fan-out as any other.
 */
import type { EventType } from '@switchboard/contracts/events';
import { ChangeGatedCache } from '@switchboard/store/change-gated-cache';
import type { DocumentStore } from '@switchboard/store/port';
import { AGENT_LOOPS_COLLECTION } from '../agent-loops/agent-loop.repository.js';
import { WEBHOOKS_COLLECTION } from '../webhooks/webhook.repository.js';
import type { EventTriggerStep, FanOutDeps } from './event-fan-out.js';

/** What one team wants. */
interface TeamInterest {
  /** Every type some enabled endpoint subscribes to. */
  types: readonly EventType[];
  /** Whether a loop has event triggers (any event may start a run). */
  triggers: boolean;
}

/** What the fan-out reads to decide, asked ahead of it. */
export interface EventInterestDeps {
  endpoints: FanOutDeps['endpoints'];
  /**
   * The agent loops' event triggers; absent when no loop can be triggered. Given, the agent loops
   * collection must be open (its repository opens it).
   */
  triggers?: Pick<EventTriggerStep, 'watches'>;
}

export class EventInterest {
  private readonly cache: ChangeGatedCache;
  /** The collections whose writes can change what a team wants. */
  private readonly watched: readonly string[];

  constructor(
    store: Pick<DocumentStore, 'changeToken'>,
    private readonly deps: EventInterestDeps,
  ) {
    this.cache = new ChangeGatedCache(store);
    this.watched = deps.triggers
      ? [WEBHOOKS_COLLECTION.name, AGENT_LOOPS_COLLECTION.name]
      : [WEBHOOKS_COLLECTION.name];
  }

  /**
   * True when, as this process knows right now, nothing of the team wants an event of `type`.
   * False when something does or it is not known yet; then it is read for the next event.
   */
  nothingWants(teamId: string, type: EventType): boolean {
    if (!this.cache.keeps) return false;
    let interest: TeamInterest | undefined;
    try {
      interest = this.cache.peek<TeamInterest>(this.watched, teamId);
    } catch {
      // The change token could not be read: not known, so the fan-out decides.
      return false;
    }
    if (interest === undefined) {
      // Failing to read only means the next event goes through the fan-out too.
      this.cache.get(this.watched, teamId, () => this.read(teamId)).catch(() => undefined);
      return false;
    }
    return !interest.triggers && !interest.types.includes(type);
  }

  private async read(teamId: string): Promise<TeamInterest> {
    const [endpoints, triggers] = await Promise.all([
      this.deps.endpoints.enabledOfTeam(teamId),
      this.deps.triggers?.watches(teamId) ?? false,
    ]);
    return { types: [...new Set(endpoints.flatMap((e) => e.events))], triggers };
  }
}
