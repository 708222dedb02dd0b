import type { PutSecretBody, SecretRecord } from '@switchboard/contracts/secret';
import type { PaginationQuery } from '@switchboard/contracts/query';
import { ConflictError, NotFoundError } from '@switchboard/kit/errors';
import type { Page, Scope } from '@switchboard/store/port';
import type { SecretRepository } from '@switchboard/store/secret-repository';
import type { AuthContext } from '../auth/auth-context.js';
import type { Clock } from '../clock.js';
import { pageOptions } from '../http/pagination.js';

/** Records of one kind that may refer to a secret in their headers. */
export interface SecretUsers {
  /** What a 409 calls them, plural (`integrations`, `mcp_servers`, `agent_loops`). */
  kind: string;
  /** Ids of the team's records whose headers refer to the secret `name`. */
  idsReferencing(scope: Scope, name: string): Promise<string[]>;
}

export interface SecretServiceDeps {
  secrets: SecretRepository;
  clock: Clock;
  /** Every kind of record whose headers may refer to a secret (checked before a delete). */
  users: readonly SecretUsers[];
}

/** Ids a 409 names per kind; past this it gives the count only, so the error stays small. */
const IDS_SHOWN = 20;

/**
 * The team secrets vault. A value is written, never read back by the API (responses show
 * `last4`); a secret still referenced by a header cannot be deleted (409 listing where), since
 * every call through that header would fail. The check is not atomic with the delete: a header
 * saved meanwhile can still name it, and its calls then fail saying which secret is missing.
 */
export class SecretService {
  constructor(private readonly deps: SecretServiceDeps) {}

  /** One page of the team's secrets, newest first. */
  list(scope: Scope, query: PaginationQuery): Promise<Page<SecretRecord>> {
    return this.deps.secrets.page(scope, pageOptions(query));
  }

  /** Creates or replaces the secret `name`; `created` tells the two apart (201 or 200). */
  put(
    auth: Pick<AuthContext, 'teamId'>,
    name: string,
    body: PutSecretBody,
  ): Promise<{ record: SecretRecord; created: boolean }> {
    return this.deps.secrets.put(
      auth.teamId,
      name,
      { value: body.value, description: body.description ?? null },
      this.deps.clock.now(),
    );
  }

  /** Deletes the secret; 404 when there is none, 409 while a header refers to it. */
  async delete(scope: Scope, name: string): Promise<void> {
    if (!(await this.deps.secrets.exists(scope, name))) throw new NotFoundError('secret', name);
    const uses = await Promise.all(
      this.deps.users.map(async (users) => ({
        kind: users.kind,
        ids: await users.idsReferencing(scope, name),
      })),
    );
    const used = uses.filter((use) => use.ids.length > 0);
    if (used.length > 0) {
      const listed = used.map((use) => `${use.kind} ${shown(use.ids)}`).join('; ');
      throw new ConflictError(
        `Secret '${name}' is referenced by headers of ${listed}; remove those references first.`,
        {
          used_by: Object.fromEntries(used.map((use) => [use.kind, use.ids.slice(0, IDS_SHOWN)])),
          used_by_count: Object.fromEntries(used.map((use) => [use.kind, use.ids.length])),
        },
      );
    }
    if (!(await this.deps.secrets.delete(scope, name))) throw new NotFoundError('secret', name);
  }
}

function shown(ids: readonly string[]): string {
  const more = ids.length - IDS_SHOWN;
  return ids.slice(0, IDS_SHOWN).join(', ') + (more > 0 ? ` and ${more} more` : '');
}
