/**
 * The one module that opens the tool-server registry (`mcp_servers`). The api's tool-server
 * feature manages the records; the runner reads a server by id when a loop that names it runs.
 */
import type { McpServerRecord } from '@switchboard/contracts/mcp-server';
import { MCP_SERVERS_COLLECTION } from './collections.js';
import type { DocumentStore, Scope } from './port.js';
import { TeamRecords } from './team-records.js';
import { refersToSecret } from '@switchboard/contracts/secret-reference';

/** Registered tool servers; names are unique per team (ConflictError on insert or update). */
export class McpServerRepository extends TeamRecords<McpServerRecord> {
  constructor(store: DocumentStore) {
    super(store, MCP_SERVERS_COLLECTION, 'mcp_server');
  }

  /** Which of `ids` are not servers of the scope's team, in the given order. */
  async missing(scope: Scope, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await this.records.find(scope, { id: { $in: [...ids] } });
    const known = new Set(found.map((server) => server.id));
    return ids.filter((id) => !known.has(id));
  }

  /** Ids of the team's tool servers whose headers refer to the secret `name`. */
  idsReferencingSecret(scope: Scope, name: string): Promise<string[]> {
    return this.idsWhere(scope, (server) => refersToSecret(server.headers, name));
  }
}
