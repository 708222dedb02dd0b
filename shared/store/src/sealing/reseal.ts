/**
 * Re-encryption of stored credentials under the current key: records written before their fields
 * were declared credentials (in clear), or sealed under the previous key. Safe beside other
 * processes doing the same and beside ordinary writes: each record is rewritten only if its
 * credentials were not written since it was read (`secrets_rev`), so nothing newer is replaced.
 */
import { ALL_TEAMS, teamScope, type BaseRecord, type Condition } from '../port.js';
import { KEY_ID_FIELD, REVISION_FIELD } from './field-sealing.js';
import type { SealedCollection } from './sealed-collection.js';

/** Records read per round while looking for ones not sealed under the current key. */
const RESEAL_BATCH = 200;

/**
 * Seals every record of the collection not marked as sealed under the current key; resolves with
 * how many it rewrote. A record that does not open (a key neither configured key knows) throws.
 */
export async function resealCollection(collection: SealedCollection<BaseRecord>): Promise<number> {
  const { stored, sealing } = collection;
  let rewritten = 0;
  let after: string | null = null;
  for (;;) {
    const notCurrent: Record<string, Condition> = {
      [KEY_ID_FIELD]: { $ne: sealing.currentKeyId },
    };
    if (after !== null) notCurrent.id = { $gt: after };
    const batch = await stored.find(ALL_TEAMS, notCurrent, {
      sort: [['id', 1]],
      limit: RESEAL_BATCH,
    });
    for (const raw of batch) {
      const revision = raw[REVISION_FIELD];
      const unchanged: Record<string, Condition> = {
        id: raw.id,
        [REVISION_FIELD]: typeof revision === 'number' ? revision : { $exists: false },
      };
      const update = sealing.resealUpdate(collection.open(raw));
      // Null: written meanwhile, by a write that sealed it under the current key.
      if (await stored.updateOne(teamScope(raw.team_id), unchanged, update)) rewritten += 1;
    }
    if (batch.length < RESEAL_BATCH) return rewritten;
    after = batch[batch.length - 1]!.id;
  }
}
