/**
 * The one module that opens the webhooks collection (team webhook endpoints). The webhooks
 * feature manages them; the events feature's fan-out reads a team's enabled endpoints, its worker
 * reads the endpoint of a delivery and disables one that answered 410 Gone.
 */
import type { WebhookEndpointRecord } from '@switchboard/contracts/events';
import { TEAM_NEWEST_FIRST_INDEX } from '@switchboard/store/collections';
import {
  ALL_TEAMS,
  teamScope,
  type CollectionSpec,
  type DocumentStore,
} from '@switchboard/store/port';
import { TeamRecords } from '@switchboard/store/team-records';

export const WEBHOOKS_COLLECTION: CollectionSpec = {
  name: 'webhooks',
  indexes: [TEAM_NEWEST_FIRST_INDEX],
  secretFields: ['secret'],
  // The outbox keeps which events each team wants while no endpoint changes (EventInterest).
  cached: true,
};

/** Webhook endpoints, with the lookups the events feature needs. */
export class WebhookRepository extends TeamRecords<WebhookEndpointRecord> {
  constructor(store: DocumentStore) {
    super(store, WEBHOOKS_COLLECTION, 'webhook');
  }

  /** The endpoint of any team, or null. */
  findAnyTeam(id: string): Promise<WebhookEndpointRecord | null> {
    return this.records.findById(ALL_TEAMS, id);
  }

  /** The team's enabled endpoints. */
  enabledOfTeam(teamId: string): Promise<WebhookEndpointRecord[]> {
    return this.records.find(teamScope(teamId), { enabled: true });
  }

  /** Disables the endpoint, saying why (shown until it is enabled again). */
  async disable(id: string, reason: string): Promise<void> {
    await this.records.updateOne(
      ALL_TEAMS,
      { id },
      { $set: { enabled: false, disabled_reason: reason } },
    );
  }
}
