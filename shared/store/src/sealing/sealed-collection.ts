import type {
  BaseRecord,
  ClaimOptions,
  Collection,
  Filter,
  FindOptions,
  Page,
  PageOptions,
  Scope,
  Update,
  UntypedFilter,
  UntypedUpdate,
} from '../port.js';
import { claimOne } from '../claim.js';
import type { FieldSealing } from './field-sealing.js';

/** A record as the engine holds it: any fields (its credentials sealed, its bookkeeping). */
export type StoredRecord = BaseRecord & Record<string, unknown>;

/**
 * A collection with credential fields, over the engine's collection of the same name: records are
 * sealed on the way in and opened on the way out, so callers only ever see clear values.
 */
export class SealedCollection<T extends BaseRecord> implements Collection<T> {
  constructor(
    /** The engine's collection, holding records as stored (sealed). */
    readonly stored: Collection<StoredRecord>,
    readonly sealing: FieldSealing,
  ) {}

  async insert(record: T): Promise<T> {
    return this.open(
      await this.stored.insert(this.sealing.sealRecord(record as unknown as StoredRecord)),
    );
  }

  async findById(scope: Scope, id: string): Promise<T | null> {
    return this.openOrNull(await this.stored.findById(scope, id));
  }

  async findOne(
    scope: Scope,
    filter: Filter<T>,
    options?: Pick<FindOptions, 'sort'>,
  ): Promise<T | null> {
    this.sealing.assertQueryable(untyped(filter), options?.sort);
    return this.openOrNull(await this.stored.findOne(scope, untyped(filter), options));
  }

  async find(scope: Scope, filter: Filter<T>, options?: FindOptions): Promise<T[]> {
    this.sealing.assertQueryable(untyped(filter), options?.sort);
    return (await this.stored.find(scope, untyped(filter), options)).map((r) => this.open(r));
  }

  count(scope: Scope, filter: Filter<T>): Promise<number> {
    this.sealing.assertQueryable(untyped(filter));
    return this.stored.count(scope, untyped(filter));
  }

  async findPage(scope: Scope, filter: Filter<T>, options: PageOptions): Promise<Page<T>> {
    this.sealing.assertQueryable(untyped(filter), options.sort);
    const page = await this.stored.findPage(scope, untyped(filter), options);
    return { items: page.items.map((r) => this.open(r)), total: page.total };
  }

  async updateOne(
    scope: Scope,
    filter: Filter<T>,
    update: Update<T>,
    options?: Pick<FindOptions, 'sort'>,
  ): Promise<T | null> {
    this.sealing.assertQueryable(untyped(filter), options?.sort);
    const sealed = this.sealing.sealUpdate(scope, update as UntypedUpdate);
    return this.openOrNull(await this.stored.updateOne(scope, untyped(filter), sealed, options));
  }

  claimOne(
    scope: Scope,
    filter: Filter<T>,
    update: Update<T>,
    options: ClaimOptions,
  ): Promise<T | null> {
    // The engines' claim, made of this collection's own updateOne and findOne.
    return claimOne(this as never, scope, untyped(filter), update as UntypedUpdate, options);
  }

  updateMany(scope: Scope, filter: Filter<T>, update: Update<T>): Promise<number> {
    this.sealing.assertQueryable(untyped(filter));
    return this.stored.updateMany(
      scope,
      untyped(filter),
      this.sealing.sealUpdate(scope, update as UntypedUpdate),
    );
  }

  deleteMany(scope: Scope, filter: Filter<T>): Promise<number> {
    this.sealing.assertQueryable(untyped(filter));
    return this.stored.deleteMany(scope, untyped(filter));
  }

  /** A stored record as callers see it. */
  open(stored: BaseRecord): T {
    return this.sealing.openRecord(stored) as unknown as T;
  }

  private openOrNull(stored: BaseRecord | null): T | null {
    return stored === null ? null : this.open(stored);
  }
}

function untyped<T>(filter: Filter<T>): UntypedFilter {
  return filter as UntypedFilter;
}
