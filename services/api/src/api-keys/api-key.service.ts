import { apiKey, type ApiKey, type CreatedApiKey } from '@switchboard/contracts/api-keys';
import { publicView } from '@switchboard/contracts/common';
import { type PaginationQuery } from '@switchboard/contracts/query';
import type { Plan } from '@switchboard/contracts/teams';
import type { Logger } from '@switchboard/kit/logger';
import { getById, newRecord } from '@switchboard/store/by-id';
import { ChangeGatedCache } from '@switchboard/store/change-gated-cache';
import { TEAM_NEWEST_FIRST_INDEX } from '@switchboard/store/collections';
import {
  ALL_TEAMS,
  teamScope,
  type BaseRecord,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type Page,
  type Scope,
} from '@switchboard/store/port';
import type { AuthContext } from '../auth/auth-context.js';
import type { Clock } from '../clock.js';
import { pageOptions } from '../http/pagination.js';
import type { TeamService } from '../teams/team.service.js';
import { generateKey, hashKey, looksLikeKey } from './api-key.secret.js';

export interface ApiKeyRecord extends BaseRecord {
  name: string;
  prefix: string;
  key_hash: string;
  last_used_at: string | null;
  revoked_at: string | null;
  updated_at: string;
}

/** last_used_at is written at most this often per key, so auth adds no write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;
/**
 * How long a team's plan is remembered between requests. Plans change only by an operator, and a
 * change taking effect within a minute is fine; it saves a read on every authenticated request.
 */
const TEAM_PLAN_TTL_MS = 60_000;
const API_KEYS_COLLECTION: CollectionSpec = {
  name: 'api_keys',
  indexes: [{ fields: [['key_hash', 1]], unique: true }, TEAM_NEWEST_FIRST_INDEX],
  cached: true,
};

/** API keys: creation (secret shown once), listing, revocation, and authentication of requests. */
export class ApiKeyService {
  private readonly keys: Collection<ApiKeyRecord>;
  /** Per key, when this process last wrote last_used_at (skips racing duplicate writes). */
  private readonly lastTouched = new Map<string, number>();
  private readonly plans = new Map<string, { plan: Plan; until: number }>();
  /**
   * Key records by hash, used only while no key changed since they were read (here or in another
   * process), so a key revoked anywhere fails on the very next request everywhere. Unknown and
   * revoked keys are not kept: guessed keys must not crowd out the ones in use.
   */
  private readonly known: ChangeGatedCache;

  constructor(
    store: DocumentStore,
    private readonly teams: TeamService,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.known = new ChangeGatedCache(store);
    this.keys = store.collection<ApiKeyRecord>(API_KEYS_COLLECTION);
  }

  /** Creates a key for a team; the returned `key` is the only time the secret is visible. */
  async create(teamId: string, name: string): Promise<CreatedApiKey> {
    const secret = generateKey();
    const owner = { kind: 'apiKey', teamId, now: this.clock.now() } as const;
    const record = await this.keys.insert(
      newRecord(owner, {
        name,
        prefix: secret.prefix,
        key_hash: secret.hash,
        last_used_at: null,
        revoked_at: null,
      }),
    );
    return { ...toApiKey(record), key: secret.key };
  }

  /** One page of a team's keys, revoked ones included, newest first. */
  async list(scope: Scope, query: PaginationQuery): Promise<Page<ApiKey>> {
    const page = await this.keys.findPage(scope, {}, pageOptions(query));
    return { items: page.items.map(toApiKey), total: page.total };
  }

  /** One of a team's keys; NotFoundError when there is none. */
  async get(scope: Scope, id: string): Promise<ApiKey> {
    return toApiKey(await getById(this.keys, scope, id, 'api_key'));
  }

  /** Revokes a key (idempotent); its requests fail with 401 from then on. */
  async revoke(scope: Scope, id: string): Promise<ApiKey> {
    const existing = await getById(this.keys, scope, id, 'api_key');
    if (existing.revoked_at !== null) return toApiKey(existing);
    const updated = await this.keys.updateOne(
      scope,
      { id, revoked_at: null },
      { $set: { revoked_at: this.clock.now().toISOString() } },
    );
    return toApiKey(updated ?? existing);
  }

  /** The team that owns a key id, for the admin CLI (which acts across teams). */
  async findAnyTeam(id: string): Promise<(ApiKey & { team_id: string }) | null> {
    const record = await this.keys.findById(ALL_TEAMS, id);
    return record ? { ...toApiKey(record), team_id: record.team_id } : null;
  }

  /** The caller behind a bearer token, or null for an unknown, malformed or revoked key. */
  async authenticate(token: string): Promise<AuthContext | null> {
    if (!looksLikeKey(token)) return null;
    const record = await this.findByHash(hashKey(token));
    if (!record || record.revoked_at !== null) return null;
    const plan = await this.planOf(record.team_id);
    if (!plan) return null;
    this.touch(record);
    return authContext(record, plan);
  }

  private findByHash(hash: string): Promise<ApiKeyRecord | null> {
    return this.known.get(
      [API_KEYS_COLLECTION.name],
      hash,
      () => this.keys.findOne(ALL_TEAMS, { key_hash: hash }),
      (record) => record !== null && record.revoked_at === null,
    );
  }

  private async planOf(teamId: string): Promise<Plan | null> {
    const now = this.clock.now().getTime();
    const cached = this.plans.get(teamId);
    if (cached && cached.until > now) return cached.plan;
    const team = await this.teams.find(teamId);
    if (!team) return null;
    this.plans.set(teamId, { plan: team.plan, until: now + TEAM_PLAN_TTL_MS });
    return team.plan;
  }

  private touch(record: ApiKeyRecord): void {
    const now = this.clock.now().getTime();
    const stored = record.last_used_at ? Date.parse(record.last_used_at) : 0;
    const touched = this.lastTouched.get(record.id) ?? 0;
    if (now - Math.max(stored, touched) < LAST_USED_RESOLUTION_MS) return;
    this.lastTouched.set(record.id, now);
    // Off the request's path: a lost last_used_at update must never fail a request.
    this.keys
      .updateOne(
        teamScope(record.team_id),
        { id: record.id },
        {
          $set: { last_used_at: new Date(now).toISOString() },
        },
      )
      .catch((error: unknown) => this.logger.warn({ err: error }, 'could not record key use'));
  }
}

function authContext(record: ApiKeyRecord, plan: Plan): AuthContext {
  return { teamId: record.team_id, keyId: record.id, plan, scope: teamScope(record.team_id) };
}

/** The public view of a key record: never the hash. */
function toApiKey(record: ApiKeyRecord): ApiKey {
  return publicView(apiKey, record);
}
