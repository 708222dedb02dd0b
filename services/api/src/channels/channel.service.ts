import {
  CHANNEL_CONFIGS,
  DEFAULT_CHANNEL_NAMES,
  type ChannelRecord,
  type CreateChannelBody,
  type UpdateChannelBody,
} from '@switchboard/contracts/channel';
import { unmaskSecret } from '@switchboard/contracts/common';
import type { PaginationQuery } from '@switchboard/contracts/query';
import { ConflictError, ValidationError } from '@switchboard/kit/errors';
import type { Logger } from '@switchboard/kit/logger';
import { toFieldIssues } from '@switchboard/kit/validation';
import { newRecord } from '@switchboard/store/by-id';
import type { DocumentStore, Page, Scope } from '@switchboard/store/port';
import type { AuthContext } from '../auth/auth-context.js';
import type { BotLookup } from '../bots/bot-owned.js';
import type { Clock } from '../clock.js';
import { pageOptions } from '../http/pagination.js';
import type { ChannelConnectors } from './ports/channel-connector.js';
import { adoptUnclaimed } from './legacy-claims.js';
import { ChannelRepository } from './channel.repository.js';
import { claiming, type ClaimConflict } from './platform-claim.js';
import type { TimeoutRule } from './timeout-rule.js';

export interface ChannelServiceDeps {
  store: DocumentStore;
  clock: Clock;
  logger: Logger;
  bots: BotLookup;
  timeouts: TimeoutRule;
  connectors: ChannelConnectors;
  /** Marks a deleted channel's conversations `closed` (the conversations feature owns them). */
  conversations: { closeForChannel(scope: Scope, channelId: string): Promise<void> };
}

/** What a connected channel shows: active, no reason to be disconnected. */
const ACTIVE = { status: 'active', status_reason: null, disconnected_at: null } as const;

/** Why a channel whose platform was claimed but not yet connected shows `disconnected`. */
const NOT_CONNECTED_YET =
  'Connecting to the platform did not finish; update the channel config to connect it again.';

/** Channels: validated, stored with config in clear (routes mask it), platform work via connectors. */
export class ChannelService {
  private readonly channels: ChannelRepository;
  private adoption: Promise<void> = Promise.resolve();

  constructor(private readonly deps: ChannelServiceDeps) {
    this.channels = new ChannelRepository(deps.store);
  }

  /** Adds a channel to a bot (404 `bot` for a bot of another team). */
  async create(
    auth: Pick<AuthContext, 'teamId' | 'scope'>,
    botId: string,
    input: CreateChannelBody,
  ): Promise<ChannelRecord> {
    await this.deps.bots.get(auth.scope, botId);
    await this.deps.timeouts.checkChannelTimeout(auth.scope, botId, input.timeout);
    const owner = { kind: 'channel', teamId: auth.teamId, now: this.deps.clock.now() } as const;
    const record = newRecord<ChannelRecord>(owner, {
      bot_id: botId,
      type: input.type,
      name: input.name ?? DEFAULT_CHANNEL_NAMES[input.type],
      status: 'active',
      status_reason: null,
      disconnected_at: null,
      config: input.config,
      timeout: input.timeout,
    });
    const connector = this.deps.connectors[record.type];
    if (!connector) return this.channels.insert(record);
    const key = (await connector.platformKey?.(record.config)) ?? null;
    if (!key)
      return this.channels.insert({ ...(await connector.connect(record, null)), ...record });
    // The platform account is claimed first (409 if taken), then connected; a refused connect
    // gives the claim back. Until connected the channel shows `disconnected`, so a crash in
    // between leaves a channel that says so (a PATCH of its config connects it).
    await this.adoption;
    const claimed = await claiming(
      () =>
        this.channels.insert({
          ...record,
          status: 'disconnected',
          status_reason: NOT_CONNECTED_YET,
          disconnected_at: record.created_at,
          platform_key: key,
        }),
      connector.claimConflict,
    );
    let internal: Record<string, unknown>;
    try {
      internal = await connector.connect(record, null);
    } catch (error) {
      await this.channels.discard(auth.scope, record.id);
      throw error;
    }
    const set = { ...internal, ...ACTIVE };
    return (await this.channels.setFields(auth.scope, record.id, set)) ?? claimed;
  }

  /** One page of a bot's channels, newest first. */
  async list(scope: Scope, botId: string, query: PaginationQuery): Promise<Page<ChannelRecord>> {
    await this.deps.bots.get(scope, botId);
    return this.channels.pageForBot(scope, botId, pageOptions(query));
  }

  /** The channel, or 404 `channel` (also for another team's). */
  get(scope: Scope, id: string): Promise<ChannelRecord> {
    return this.channels.get(scope, id);
  }

  /** The channel or null (for the relay and platform webhooks). */
  findById(scope: Scope, id: string): Promise<ChannelRecord | null> {
    return this.channels.findById(scope, id);
  }

  /** Marks a channel whose platform refused its credentials `disconnected` (true: this call did). */
  markDisconnected(
    channel: Pick<ChannelRecord, 'id' | 'team_id'>,
    reason: string,
    at: Date,
  ): Promise<boolean> {
    return this.channels.markDisconnected(channel, reason, at);
  }

  /**
   * Applies a partial update. A new config must fit the channel's type and is connected again;
   * a channel that was `disconnected` becomes `active` once its new credentials are accepted. A
   * config value sent back exactly as responses mask it keeps the stored secret (as integration
   * headers do), so a client can PATCH back the config it read.
   */
  async update(scope: Scope, id: string, changes: UpdateChannelBody): Promise<ChannelRecord> {
    const current = await this.channels.get(scope, id);
    const set: Record<string, unknown> = {};
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.timeout !== undefined && changes.timeout !== current.timeout) {
      await this.deps.timeouts.checkChannelTimeout(scope, current.bot_id, changes.timeout);
      set.timeout = changes.timeout;
    }
    if (changes.config === undefined) return this.channels.update(scope, current, set);
    const config = parseConfig(current.type, unmaskConfig(changes.config, current.config));
    const next: ChannelRecord = { ...current, ...set, config, ...ACTIVE };
    const connector = this.deps.connectors[current.type];
    const key = (await connector?.platformKey?.(config)) ?? null;
    const previous = current.platform_key ?? null;
    if (key !== previous)
      await this.moveClaim(scope, current.id, previous, key, connector?.claimConflict);
    try {
      Object.assign(set, (await connector?.connect(next, current)) ?? {}, { config, ...ACTIVE });
    } catch (error) {
      if (key !== previous) await this.giveBack(scope, current.id, key, previous);
      throw error;
    }
    // Written only while the claim is still this request's: of two concurrent PATCHes, the one
    // whose claim was replaced gets a 409, so the stored config always matches the stored claim.
    const updated = await this.channels.setFields(scope, current.id, set, { whileClaim: key });
    return updated ?? this.changedMeanwhile(scope, current.id);
  }

  /**
   * Moves the channel's claim from `from` to `to` before its platform is told: 409 when another
   * channel has `to`, or when another request moved this channel's claim since it was read.
   */
  private async moveClaim(
    scope: Scope,
    id: string,
    from: string | null,
    to: string | null,
    conflict: ClaimConflict | undefined,
  ): Promise<void> {
    await this.adoption;
    const moved = await claiming(() => this.channels.moveClaim(scope, id, from, to), conflict);
    if (!moved) await this.changedMeanwhile(scope, id);
  }

  /**
   * Undoes moveClaim after a refused connect. When the old account was taken meanwhile, the
   * channel is left with no claim rather than one on an account it does not use.
   */
  private async giveBack(
    scope: Scope,
    id: string,
    from: string | null,
    to: string | null,
  ): Promise<void> {
    try {
      await this.channels.moveClaim(scope, id, from, to);
    } catch (error) {
      this.deps.logger.warn({ err: error, channel_id: id }, 'channel claim not restored; released');
      await this.channels.moveClaim(scope, id, from, null);
    }
  }

  /** 404 when the channel was deleted, else 409: another request changed its claim. */
  private async changedMeanwhile(scope: Scope, id: string): Promise<never> {
    await this.get(scope, id);
    throw new ConflictError(
      'The channel was changed by another request at the same time; read it again and retry.',
      { path: 'config' },
    );
  }

  /**
   * Gives channels stored before claims existed their `platform_key`, once (see legacy-claims.ts).
   * Claims made by requests wait for it, so none can take an account a stored channel uses.
   */
  start(): void {
    this.adoption = adoptUnclaimed(this.channels, this.deps.connectors, this.deps.logger).then(
      () => undefined,
      (error: unknown) =>
        this.deps.logger.error({ err: error }, 'claiming channels stored before claims failed'),
    );
  }

  /** Waits for the start-up claiming. */
  async stop(): Promise<void> {
    await this.adoption;
  }

  /** Deletes a channel, then lets its platform forget it. */
  async delete(scope: Scope, id: string): Promise<void> {
    const record = await this.get(scope, id);
    // The platform first: the record holds the claim on its platform account, and once it is
    // gone another channel may claim that account and register its own webhook, which a later
    // unregistering of this one would then remove.
    await this.disconnect(record);
    await this.channels.discard(scope, id);
    await this.deps.conversations.closeForChannel(scope, id);
  }

  /** Deletes every channel of a bot (the bot-deletion cascade). */
  async deleteForBot(scope: Scope, botId: string): Promise<void> {
    const records = await this.channels.listForBot(scope, botId);
    // Platforms first, as in delete().
    for (const record of records) await this.disconnect(record);
    await this.channels.deleteForBot(scope, botId);
  }

  private async disconnect(record: ChannelRecord): Promise<void> {
    try {
      await this.deps.connectors[record.type]?.disconnect(record);
    } catch (error) {
      // The channel is gone either way; a platform that cannot be told is only worth a log line.
      this.deps.logger.warn({ err: error, channel_id: record.id }, 'channel disconnect failed');
    }
  }
}

/** `incoming` with every value equal to the mask of the stored value replaced by that value. */
function unmaskConfig(
  incoming: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, string>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(incoming).map(([key, value]) => {
      return [key, unmaskSecret(value, Object.hasOwn(stored, key) ? stored[key] : undefined)];
    }),
  );
}

function parseConfig(type: ChannelRecord['type'], config: unknown): ChannelRecord['config'] {
  const result = CHANNEL_CONFIGS[type].safeParse(config);
  if (result.success) return result.data;
  throw new ValidationError(
    toFieldIssues(result.error).map((issue) => ({
      path: issue.path ? `config.${issue.path}` : 'config',
      message: issue.message,
    })),
  );
}
