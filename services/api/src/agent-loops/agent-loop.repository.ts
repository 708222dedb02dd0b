/**
 * The one module that opens the agent-loops collection. The agent-loops feature writes loops; the
 * executions feature reads one to snapshot it for a run, the event fan-out reads a team's loops
 * with event triggers, and the tool-server registry asks which loops name a server.
 */
import type { AgentLoopRecord } from '@switchboard/contracts/agent-loop';
import { deleteById, getById, updateById } from '@switchboard/store/by-id';
import { TEAM_NEWEST_FIRST_INDEX } from '@switchboard/store/collections';
import {
  teamScope,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type Page,
  type PageOptions,
  type Scope,
} from '@switchboard/store/port';

export const AGENT_LOOPS_COLLECTION: CollectionSpec = {
  name: 'agent_loops',
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

/** Loops read per page while scanning a team's loops for the ones naming a tool server. */
const LOOP_SCAN_CHUNK = 200;

const RESOURCE = 'agent_loop';

export class AgentLoopRepository {
  private readonly loops: Collection<AgentLoopRecord>;

  constructor(store: DocumentStore) {
    this.loops = store.collection<AgentLoopRecord>(AGENT_LOOPS_COLLECTION);
  }

  insert(record: AgentLoopRecord): Promise<AgentLoopRecord> {
    return this.loops.insert(record);
  }

  /** One page of the team's loops. */
  page(scope: Scope, options: PageOptions): Promise<Page<AgentLoopRecord>> {
    return this.loops.findPage(scope, {}, options);
  }

  /** The loop, or NotFoundError `agent_loop` (also for another team's). */
  get(scope: Scope, id: string): Promise<AgentLoopRecord> {
    return getById(this.loops, scope, id, RESOURCE);
  }

  /** Sets `set` on the loop read as `current`; NotFoundError when it was deleted meanwhile. */
  update(
    scope: Scope,
    current: AgentLoopRecord,
    set: Record<string, unknown>,
  ): Promise<AgentLoopRecord> {
    return updateById(this.loops, scope, current, set, RESOURCE);
  }

  /** Deletes the loop, or NotFoundError when there is none. */
  delete(scope: Scope, id: string): Promise<void> {
    return deleteById(this.loops, scope, id, RESOURCE);
  }

  /** The team's loops that have event triggers. */
  withEventTriggers(teamId: string): Promise<AgentLoopRecord[]> {
    return this.loops.find(teamScope(teamId), { has_event_triggers: true });
  }

  /**
   * Ids of the team's loops whose `mcp_servers` names the server (the store has no array match),
   * read in pages after the last id seen so loops deleted or added meanwhile shift nothing.
   */
  async idsNamingToolServer(scope: Scope, serverId: string): Promise<string[]> {
    const users: string[] = [];
    let after: string | null = null;
    for (;;) {
      const chunk: AgentLoopRecord[] = await this.loops.find(
        scope,
        after === null ? {} : { id: { $gt: after } },
        { sort: [['id', 1]], limit: LOOP_SCAN_CHUNK },
      );
      for (const loop of chunk) if (loop.mcp_servers.includes(serverId)) users.push(loop.id);
      if (chunk.length < LOOP_SCAN_CHUNK) return users;
      after = chunk[chunk.length - 1]!.id;
    }
  }
}
