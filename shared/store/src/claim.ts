import { StoreUnavailableError } from '@switchboard/kit/errors';
import type {
  BaseRecord,
  ClaimOptions,
  Scope,
  Sort,
  UntypedFilter,
  UntypedUpdate,
} from './port.js';

/** The two operations of an engine's collection a claim is made of. */
interface Claimable<T> {
  updateOne(
    scope: Scope,
    filter: UntypedFilter,
    update: UntypedUpdate,
    options?: { sort?: Sort },
  ): Promise<T | null>;
  findOne(scope: Scope, filter: UntypedFilter): Promise<T | null>;
}

/** Tries of one claim when the engine does not answer (the driver waits for the server each time). */
const CLAIM_ATTEMPTS = 3;

/**
 * Collection.claimOne on top of the engine's atomic updateOne, the same for both engines. A lost
 * reply leaves the claim's outcome unknown; the mark tells: found, the claim landed and is ours.
 */
export async function claimOne<T extends BaseRecord>(
  collection: Claimable<T>,
  scope: Scope,
  filter: UntypedFilter,
  update: UntypedUpdate,
  options: ClaimOptions,
): Promise<T | null> {
  const [field, value] = options.mark;
  if (typeof value !== 'string' || value === '') {
    throw new TypeError(`A claim's mark '${field}' needs a non-empty string value.`);
  }
  const marked: UntypedUpdate = { ...update, $set: { ...update.$set, [field]: value } };
  let lost: StoreUnavailableError | undefined;
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
    try {
      if (lost) {
        const landed = await collection.findOne(scope, { [field]: value });
        if (landed) return landed;
      }
      return await collection.updateOne(scope, filter, marked, { sort: options.sort });
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      lost = error;
    }
  }
  throw lost;
}
