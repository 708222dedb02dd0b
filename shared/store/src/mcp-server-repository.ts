/**
 * The one module that opens the tool-server registry (`mcp_servers`). The api's tool-server
 * feature manages the records; the runner reads a server by id when a loop that names it runs.
 */
import type { McpServerRecord } from '@switchboard/contracts/mcp-server';
import { deleteById, getById, updateById } from './by-id.js';
import { MCP_SERVERS_COLLECTION } from './collections.js';
import type { Collection, DocumentStore, Page, PageOptions, Scope } from './port.js';

const RESOURCE = 'mcp_server';

export class McpServerRepository {
  private readonly servers: Collection<McpServerRecord>;

  constructor(store: DocumentStore) {
    this.servers = store.collection<McpServerRecord>(MCP_SERVERS_COLLECTION);
  }

  /** Stores a new server; ConflictError when the team has one of that name. */
  insert(record: McpServerRecord): Promise<McpServerRecord> {
    return this.servers.insert(record);
  }

  /** One page of the team's servers. */
  page(scope: Scope, options: PageOptions): Promise<Page<McpServerRecord>> {
    return this.servers.findPage(scope, {}, options);
  }

  /** The server, or NotFoundError `mcp_server` (also for another team's). */
  get(scope: Scope, id: string): Promise<McpServerRecord> {
    return getById(this.servers, scope, id, RESOURCE);
  }

  /** The server or null. */
  findById(scope: Scope, id: string): Promise<McpServerRecord | null> {
    return this.servers.findById(scope, id);
  }

  /** Which of `ids` are not servers of the scope's team, in the given order. */
  async missing(scope: Scope, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await this.servers.find(scope, { id: { $in: [...ids] } });
    const known = new Set(found.map((server) => server.id));
    return ids.filter((id) => !known.has(id));
  }

  /** Sets `set` on the server read as `current` (no write when empty); ConflictError on a name. */
  update(
    scope: Scope,
    current: McpServerRecord,
    set: Record<string, unknown>,
  ): Promise<McpServerRecord> {
    return updateById(this.servers, scope, current, set, RESOURCE);
  }

  /** Deletes the server, or NotFoundError when there is none. */
  delete(scope: Scope, id: string): Promise<void> {
    return deleteById(this.servers, scope, id, RESOURCE);
  }
}
