/**
 * Handing a conversation to a person and back (contract-decisions.md, "Conversations with people in
 * them"). While a conversation is in `handoff` the relay stores and emits its user messages but
 * asks no integration; a person answers through `POST /conversations/{id}/messages`. Putting it in
 * handoff emits `conversation.handoff_requested`, written with the change as one unit.
 */
import type { ConversationRecord } from '@switchboard/contracts/conversation';
import { ConflictError } from '@switchboard/kit/errors';
import type { DocumentStore, Scope } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { EventOutbox } from '../events/emit-event.js';
import type { ConversationRepository } from './conversation.repository.js';
import { handoffWrite } from './handoff-write.js';

export interface HandoffDeps {
  conversations: ConversationRepository;
  store: Pick<DocumentStore, 'writeTogether'>;
  events: Pick<EventOutbox, 'prepare'>;
  clock: Clock;
}

export class HandoffService {
  constructor(private readonly deps: HandoffDeps) {}

  /**
   * Puts the conversation in handoff (200 with it); one already in handoff is returned as it is,
   * with no second event. A closed conversation (its channel is gone) is a 409.
   */
  async handOff(scope: Scope, id: string, reason: string | null): Promise<ConversationRecord> {
    const current = await this.deps.conversations.get(scope, id);
    if (current.status === 'handoff') return current;
    this.refuseClosed(current, 'handed to a person');
    const write = handoffWrite(this.deps, current, {
      requestedBy: 'api',
      reason,
      integrationId: null,
      messageId: null,
    });
    const [moved] = await this.deps.store.writeTogether(write.steps);
    if (moved) {
      write.stored();
      return moved as ConversationRecord;
    }
    // Changed meanwhile (another handoff, the channel deleted): answer what it is now.
    return this.settled(scope, id, 'handed to a person');
  }

  /** Gives the conversation back to the bot; an active one is returned as it is; closed: 409. */
  async resume(scope: Scope, id: string): Promise<ConversationRecord> {
    const current = await this.deps.conversations.get(scope, id);
    if (current.status === 'active') return current;
    this.refuseClosed(current, 'given back to the bot');
    return (
      (await this.deps.conversations.resume(scope, id)) ??
      this.settled(scope, id, 'given back to the bot')
    );
  }

  private async settled(scope: Scope, id: string, what: string): Promise<ConversationRecord> {
    const now = await this.deps.conversations.get(scope, id);
    this.refuseClosed(now, what);
    return now;
  }

  private refuseClosed(conversation: ConversationRecord, what: string): void {
    if (conversation.status !== 'closed') return;
    throw new ConflictError(
      `The conversation is closed (its channel was deleted), so it cannot be ${what}.`,
      { status: conversation.status },
    );
  }
}
