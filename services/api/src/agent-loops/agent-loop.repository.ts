/**
 * The one module that opens the agent-loops collection. The agent-loops feature writes loops; the
 * executions feature reads one to snapshot it for a run, the event fan-out reads a team's loops
 * with event triggers, and the tool-server registry asks which loops name a server.
 */
import type { AgentLoopRecord } from '@switchboard/contracts/agent-loop';
import { TEAM_NEWEST_FIRST_INDEX } from '@switchboard/store/collections';
import {
  teamScope,
  type CollectionSpec,
  type DocumentStore,
  type Scope,
} from '@switchboard/store/port';
import { TeamRecords } from '@switchboard/store/team-records';
import { refersToSecret } from '@switchboard/contracts/secret-reference';

export const AGENT_LOOPS_COLLECTION: CollectionSpec = {
  name: 'agent_loops',
  secretFields: ['callback_headers', 'callback_secret'],
  // The outbox keeps whether a team has loops with event triggers while no loop changes.
  cached: true,
  indexes: [
    TEAM_NEWEST_FIRST_INDEX,
    // The event fan-out's lookup of a team's loops with event triggers.
    {
      fields: [
        ['team_id', 1],
        ['has_event_triggers', 1],
      ],
    },
  ],
};

/** Agent loops, with the lookups other features need. */
export class AgentLoopRepository extends TeamRecords<AgentLoopRecord> {
  constructor(store: DocumentStore) {
    super(store, AGENT_LOOPS_COLLECTION, 'agent_loop');
  }

  /** The team's loops that have event triggers. */
  withEventTriggers(teamId: string): Promise<AgentLoopRecord[]> {
    return this.records.find(teamScope(teamId), { has_event_triggers: true });
  }

  /** Ids of the team's loops whose `mcp_servers` names the server. */
  idsNamingToolServer(scope: Scope, serverId: string): Promise<string[]> {
    return this.idsWhere(scope, (loop) => loop.mcp_servers.includes(serverId));
  }

  /** Ids of the team's loops whose `callback_headers` refer to the secret `name`. */
  idsReferencingSecret(scope: Scope, name: string): Promise<string[]> {
    return this.idsWhere(scope, (loop) => refersToSecret(loop.callback_headers, name));
  }
}
