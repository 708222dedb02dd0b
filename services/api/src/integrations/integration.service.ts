import type { PaginationQuery } from '@switchboard/contracts/query';
import { assertUrlsAllowed, type UrlPolicy } from '@switchboard/contracts/common';
import { unmaskHeaders } from '@switchboard/contracts/headers';
import type {
  CreateIntegrationBody,
  IntegrationRecord,
  UpdateIntegrationBody,
} from '@switchboard/contracts/integration';
import { givenFields, newRecord } from '@switchboard/store/by-id';
import type { DocumentStore, Page, Scope } from '@switchboard/store/port';
import type { BotLookup } from '../bots/bot-owned.js';
import type { Clock } from '../clock.js';
import { pageOptions } from '../http/pagination.js';
import type { AuthContext } from '../auth/auth-context.js';
import { IntegrationRepository } from './integration.repository.js';
import type { SecretReferenceCheck } from '../secrets/secret-references.js';

/** Keeps integration timeouts below the bot's channel timeouts (the channels feature's rule). */
export interface IntegrationTimeoutCheck {
  /** Throws a 422 on `timeout` unless every channel of the bot waits longer than `timeout`. */
  checkIntegrationTimeout(scope: Scope, botId: string, timeout: number): Promise<void>;
}

export interface IntegrationServiceDeps {
  store: DocumentStore;
  clock: Clock;
  bots: BotLookup;
  urlPolicy: UrlPolicy;
  timeouts: IntegrationTimeoutCheck;
  /** The secrets vault, which every `{{secret.NAME}}` in `headers` must name. */
  secretReferences: Pick<SecretReferenceCheck, 'assertExist'>;
}

/**
 * Integrations: AI backends of a bot. Stored with header values in clear (the relay sends them);
 * routes show them masked. A header value sent back exactly as masked keeps the stored secret.
 */
export class IntegrationService {
  private readonly integrations: IntegrationRepository;

  constructor(private readonly deps: IntegrationServiceDeps) {
    this.integrations = new IntegrationRepository(deps.store);
  }

  /** Adds an integration to a bot (404 `bot` for a bot of another team). */
  async create(
    auth: Pick<AuthContext, 'teamId' | 'scope'>,
    botId: string,
    input: CreateIntegrationBody,
  ) {
    const { scope } = auth;
    await this.deps.bots.get(scope, botId);
    assertUrlsAllowed(this.deps.urlPolicy, { webhook_url: input.webhook_url });
    await this.deps.timeouts.checkIntegrationTimeout(scope, botId, input.timeout);
    await this.deps.secretReferences.assertExist(scope, { headers: input.headers });
    const owner = { kind: 'integration', teamId: auth.teamId, now: this.deps.clock.now() } as const;
    return this.integrations.insert(newRecord(owner, { bot_id: botId, ...input }));
  }

  /** One page of a bot's integrations, newest first. */
  async list(
    scope: Scope,
    botId: string,
    query: PaginationQuery,
  ): Promise<Page<IntegrationRecord>> {
    await this.deps.bots.get(scope, botId);
    return this.integrations.pageForBot(scope, botId, pageOptions(query));
  }

  /** Every integration of a bot, oldest first (what the relay chooses from). */
  listForBot(scope: Scope, botId: string): Promise<IntegrationRecord[]> {
    return this.integrations.listForBot(scope, botId);
  }

  /** The integration, or 404 `integration` (also for another team's). */
  async get(scope: Scope, id: string): Promise<IntegrationRecord> {
    return this.integrations.get(scope, id);
  }

  /** Applies a partial update; `headers` replaces the map (masked values keep stored secrets). */
  async update(scope: Scope, id: string, changes: UpdateIntegrationBody) {
    const current = await this.get(scope, id);
    assertUrlsAllowed(this.deps.urlPolicy, { webhook_url: changes.webhook_url });
    if (changes.timeout !== undefined && changes.timeout !== current.timeout) {
      await this.deps.timeouts.checkIntegrationTimeout(scope, current.bot_id, changes.timeout);
    }
    const set = givenFields(changes);
    if (changes.headers !== undefined) {
      const headers = unmaskHeaders(changes.headers, current.headers);
      await this.deps.secretReferences.assertExist(scope, { headers });
      set.headers = headers;
    }
    return this.integrations.update(scope, current, set);
  }

  /** Deletes one integration. */
  async delete(scope: Scope, id: string): Promise<void> {
    await this.integrations.delete(scope, id);
  }

  /** Deletes every integration of a bot (the bot-deletion cascade). */
  async deleteForBot(scope: Scope, botId: string): Promise<void> {
    await this.integrations.deleteForBot(scope, botId);
  }
}
