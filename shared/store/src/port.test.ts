import { describe, expect, it } from '@jest/globals';
import { ALL_TEAMS, withId, type BaseRecord, type Collection, type Filter } from './port.js';

interface Note extends BaseRecord {
  title: string;
  author: { id: string; name: string };
  metadata: Record<string, unknown> | null;
  tags: string[];
}

// Checked by the type checker (`pnpm typecheck`): each @ts-expect-error line fails the check the
// day the store's types stop refusing it.
export async function typedFieldNames(notes: Collection<Note>): Promise<void> {
  await notes.find(ALL_TEAMS, { title: 'a', 'author.id': 'u', 'metadata.anything': 1, tags: 'x' });
  // @ts-expect-error a field the record does not have
  await notes.find(ALL_TEAMS, { titel: 'a' });
  // @ts-expect-error a path into a nested object that it does not have
  await notes.count(ALL_TEAMS, { 'author.email': 'a' });
  // @ts-expect-error a misspelt field in $set
  await notes.updateOne(ALL_TEAMS, { id: 'n' }, { $set: { titel: 'b' } });
  // @ts-expect-error a misspelt field in $unset
  await notes.updateMany(ALL_TEAMS, {}, { $unset: ['metdata'] });
}

describe('withId', () => {
  it('narrows a filter to an id condition, keeping its other conditions', () => {
    const open: Filter<Note> = { title: 'a' };
    expect(withId<Note>({ $in: ['n1', 'n2'] }, open)).toEqual({
      title: 'a',
      id: { $in: ['n1', 'n2'] },
    });
    expect(withId<Note>('n1')).toEqual({ id: 'n1' });
  });
});
