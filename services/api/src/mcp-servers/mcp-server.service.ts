import { assertUrlsAllowed, type UrlPolicy } from '@switchboard/contracts/common';
import { unmaskHeaders } from '@switchboard/contracts/headers';
import type { PaginationQuery } from '@switchboard/contracts/query';
import {
  authIssue,
  toolsIssue,
  type CreateMcpServerBody,
  type McpServerRecord,
  type UpdateMcpServerBody,
} from '@switchboard/contracts/mcp-server';
import { ConflictError, ValidationError } from '@switchboard/kit/errors';
import { unmaskSecret } from '@switchboard/contracts/common';
import type { McpServerAuthSettings } from '@switchboard/contracts/mcp-server-auth';
import { givenFields, newRecord } from '@switchboard/store/by-id';
import { McpServerRepository } from '@switchboard/store/mcp-server-repository';
import type { DocumentStore, Page, Scope } from '@switchboard/store/port';
import type { AuthContext } from '../auth/auth-context.js';
import { AgentLoopRepository } from '../agent-loops/agent-loop.repository.js';
import type { Clock } from '../clock.js';
import { pageOptions } from '../http/pagination.js';
import type { SecretReferenceCheck } from '../secrets/secret-references.js';

export interface McpServerServiceDeps {
  store: DocumentStore;
  clock: Clock;
  urlPolicy: UrlPolicy;
  /** The secrets vault, which every `{{secret.NAME}}` in `headers` must name. */
  secretReferences: Pick<SecretReferenceCheck, 'assertExist'>;
}

/** Loop ids a 409 names; past this it gives the count only, so the error stays small. */
const LOOP_IDS_SHOWN = 20;

/**
 * The tool-server registry. Names are unique per team (409 otherwise) so people and step logs can
 * tell servers apart. Header values are stored in clear for the runner and masked by the routes.
 * A server that agent loops name cannot be deleted (409 listing them): a loop would otherwise run
 * without those tools and could not be saved again with its own `mcp_servers` (a 422).
 * The check is not atomic with the delete: a loop saved while the delete runs can still name the
 * server. That is accepted, as the store has no transaction across collections and such a loop's
 * runs report the server as unavailable to the model (as for any unreachable tool server).
 */
export class McpServerService {
  private readonly servers: McpServerRepository;
  private readonly loops: AgentLoopRepository;

  constructor(private readonly deps: McpServerServiceDeps) {
    this.servers = new McpServerRepository(deps.store);
    this.loops = new AgentLoopRepository(deps.store);
  }

  /** Registers a tool server. */
  async create(
    auth: Pick<AuthContext, 'teamId' | 'scope'>,
    input: CreateMcpServerBody,
  ): Promise<McpServerRecord> {
    assertUrlsAllowed(this.deps.urlPolicy, { url: input.url });
    await this.deps.secretReferences.assertExist(auth.scope, { headers: input.headers });
    const owner = { kind: 'mcpServer', teamId: auth.teamId, now: this.deps.clock.now() } as const;
    return this.uniqueName(input.name, () => this.servers.insert(newRecord(owner, input)));
  }

  /** One page of the team's tool servers, newest first. */
  list(scope: Scope, query: PaginationQuery): Promise<Page<McpServerRecord>> {
    return this.servers.page(scope, pageOptions(query));
  }

  /** The tool server, or 404 `mcp_server` (also for another team's). */
  async get(scope: Scope, id: string): Promise<McpServerRecord> {
    return this.servers.get(scope, id);
  }

  /** The tool server or null. */
  findById(scope: Scope, id: string): Promise<McpServerRecord | null> {
    return this.servers.findById(scope, id);
  }

  /** Which of `ids` are not tool servers of the team (for validating a loop's `mcp_servers`). */
  async missing(scope: Scope, ids: readonly string[]): Promise<string[]> {
    return this.servers.missing(scope, ids);
  }

  /** Applies a partial update; the transport/tools rule is checked on the result. */
  async update(scope: Scope, id: string, changes: UpdateMcpServerBody): Promise<McpServerRecord> {
    const current = await this.get(scope, id);
    assertUrlsAllowed(this.deps.urlPolicy, { url: changes.url });
    const set = givenFields(changes);
    if (changes.headers !== undefined) {
      const headers = unmaskHeaders(changes.headers, current.headers);
      await this.deps.secretReferences.assertExist(scope, { headers });
      set.headers = headers;
    }
    if (changes.auth !== undefined) set.auth = keepClientSecret(changes.auth, current.auth);
    const merged = {
      transport: changes.transport ?? current.transport,
      tools: changes.tools ?? current.tools,
      auth: (set.auth as McpServerAuthSettings | undefined) ?? current.auth,
    };
    const issue = toolsIssue(merged) ?? authIssue(merged);
    if (issue) throw new ValidationError([issue]);
    return this.uniqueName(changes.name ?? current.name, () =>
      this.servers.update(scope, current, set),
    );
  }

  /** Removes a tool server from the registry; 409 while agent loops name it in `mcp_servers`. */
  async delete(scope: Scope, id: string): Promise<void> {
    const server = await this.get(scope, id);
    const users = await this.loops.idsNamingToolServer(scope, server.id);
    if (users.length > 0) {
      const shown = users.slice(0, LOOP_IDS_SHOWN);
      const more = users.length - shown.length;
      throw new ConflictError(
        `Tool server ${server.id} is used by ${users.length} agent loop(s) ` +
          `(${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}); ` +
          'remove it from their mcp_servers first.',
        { agent_loop_ids: shown, agent_loop_count: users.length },
      );
    }
    await this.servers.delete(scope, id);
  }

  private async uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      throw new ConflictError(
        `A tool server named '${name}' already exists; choose another name.`,
        {
          field: 'name',
        },
      );
    }
  }
}

/** A client secret sent back exactly as masked keeps the stored one (as header values do). */
function keepClientSecret(
  next: McpServerAuthSettings,
  stored: McpServerAuthSettings | undefined,
): McpServerAuthSettings {
  if (next.type !== 'oauth' || stored?.type !== 'oauth' || !stored.client_secret) return next;
  return { ...next, client_secret: unmaskSecret(next.client_secret, stored.client_secret) };
}
