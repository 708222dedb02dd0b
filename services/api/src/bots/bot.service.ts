import { bot, type Bot, type CreateBotBody, type UpdateBotBody } from '@switchboard/contracts/bots';
import { publicView } from '@switchboard/contracts/common';
import { type PaginationQuery } from '@switchboard/contracts/query';
import { getById, givenFields, newRecord, updateById } from '@switchboard/store/by-id';
import { TEAM_NEWEST_FIRST_INDEX } from '@switchboard/store/collections';
import type {
  BaseRecord,
  Collection,
  CollectionSpec,
  DocumentStore,
  Page,
  Scope,
} from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import { pageOptions } from '../http/pagination.js';
import type { BotCascade } from './bot-cascade.js';

export interface BotRecord extends BaseRecord, Omit<Bot, 'id' | 'created_at' | 'updated_at'> {
  updated_at: string;
}

export const BOTS_COLLECTION: CollectionSpec = {
  name: 'bots',
  indexes: [TEAM_NEWEST_FIRST_INDEX],
  cached: true,
};

/** Bots: the business rules of the resource, and `get` for features that hang off a bot. */
export class BotService {
  private readonly bots: Collection<BotRecord>;

  constructor(
    store: DocumentStore,
    private readonly clock: Clock,
    private readonly cascade: BotCascade,
  ) {
    this.bots = store.collection<BotRecord>(BOTS_COLLECTION);
  }

  /** Creates a bot with the contract's defaults already applied by the body schema. */
  async create(scope: { teamId: string }, input: CreateBotBody): Promise<Bot> {
    const owner = { kind: 'bot', teamId: scope.teamId, now: this.clock.now() } as const;
    const record = await this.bots.insert(
      newRecord(owner, { ...input, description: input.description ?? null }),
    );
    return toBot(record);
  }

  /** One page of the team's bots, newest first. */
  async list(scope: Scope, query: PaginationQuery): Promise<Page<Bot>> {
    const page = await this.bots.findPage(scope, {}, pageOptions(query));
    return { items: page.items.map(toBot), total: page.total };
  }

  /** The bot, or a 404 RESOURCE_NOT_FOUND (also for another team's bot). */
  async get(scope: Scope, id: string): Promise<Bot> {
    return toBot(await getById(this.bots, scope, id, 'bot'));
  }

  /** Applies a partial update; an empty body returns the bot unchanged. */
  async update(scope: Scope, id: string, changes: UpdateBotBody): Promise<Bot> {
    const current = await getById(this.bots, scope, id, 'bot');
    return toBot(await updateById(this.bots, scope, current, givenFields(changes), 'bot'));
  }

  /** Deletes the bot and, first, everything that belongs to it. */
  async delete(scope: Scope, id: string): Promise<void> {
    await this.get(scope, id);
    await this.cascade.run(scope, id);
    await this.bots.deleteMany(scope, { id });
  }
}

/** The public view of a bot record. */
function toBot(record: BotRecord): Bot {
  return publicView(bot, record);
}
