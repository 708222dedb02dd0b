import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ValidationError } from './errors.js';
import { parseOrThrow } from './validation.js';

const schema = z.strictObject({
  name: z.string().min(1),
  user: z.strictObject({ id: z.string() }),
});

function fieldsOf(input: unknown) {
  try {
    parseOrThrow(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseOrThrow', () => {
  it('returns the parsed value for valid input', () => {
    expect(parseOrThrow(schema, { name: 'a', user: { id: 'u' } })).toEqual({
      name: 'a',
      user: { id: 'u' },
    });
  });

  it('names nested paths with dots', () => {
    expect(fieldsOf({ name: 'a', user: { id: 7 } }).map((f) => f.path)).toEqual(['user.id']);
  });

  it('names each unknown field on its own path, including nested ones', () => {
    const fields = fieldsOf({ name: 'a', nmae: 'typo', user: { id: 'u', extra: 1 } });
    expect(fields).toHaveLength(2);
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'nmae', message: "Unknown field 'nmae'." },
        { path: 'user.extra', message: "Unknown field 'extra'." },
      ]),
    );
  });
});
