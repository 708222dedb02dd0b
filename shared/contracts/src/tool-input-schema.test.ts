import { describe, expect, it } from '@jest/globals';
import { JSON_MAX_DEPTH } from './json-depth.js';
import { inputSchema } from './tool-input-schema.js';

function messages(value: unknown): string[] {
  const result = inputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** An object schema whose `x` holds `levels` arrays nested inside each other. */
function deepSchema(levels: number): Record<string, unknown> {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = [value];
  return { type: 'object', x: value };
}

describe('inputSchema', () => {
  it('accepts an object schema', () => {
    const schema = { type: 'object', properties: { city: { type: 'string' } } };
    expect(inputSchema.parse(schema)).toEqual(schema);
  });

  it('reports a schema nested far past the limit as an issue instead of overflowing the stack', () => {
    expect(messages(deepSchema(5000))).toEqual([
      `must nest at most ${JSON_MAX_DEPTH} levels of objects and arrays`,
    ]);
  });

  it('accepts a schema exactly at the depth limit', () => {
    expect(messages(deepSchema(JSON_MAX_DEPTH - 1))).toEqual([]);
  });
});

function issues(value: unknown): Array<{ path: string; message: string }> {
  const result = inputSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('inputSchema properties and required', () => {
  it('accepts properties of schema objects and required names among them', () => {
    const schema = {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer', minimum: 1 } },
      required: ['city'],
    };
    expect(issues(schema)).toEqual([]);
  });

  it('rejects properties that are not an object of objects', () => {
    expect(issues({ type: 'object', properties: 5 })).toEqual([
      {
        path: 'properties',
        message: 'must be an object mapping each parameter name to its JSON Schema',
      },
    ]);
    expect(issues({ type: 'object', properties: [] })).toHaveLength(1);
    expect(issues({ type: 'object', properties: { city: 'string', n: null } })).toEqual([
      { path: 'properties.city', message: 'must be a JSON Schema object' },
      { path: 'properties.n', message: 'must be a JSON Schema object' },
    ]);
  });

  it('rejects required that is not an array of property names', () => {
    expect(issues({ type: 'object', properties: {}, required: 'zz' })).toEqual([
      { path: 'required', message: 'must be an array of property names' },
    ]);
    expect(
      issues({ type: 'object', properties: { a: { type: 'string' } }, required: ['a', 1, 'zz'] }),
    ).toEqual([
      { path: 'required.1', message: 'must be a property name (string)' },
      { path: 'required.2', message: `must name a key of "properties" ('zz' is not one)` },
    ]);
    expect(issues({ type: 'object', required: ['a'] })).toEqual([
      { path: 'required.0', message: `must name a key of "properties" ('a' is not one)` },
    ]);
  });

  it('reports a non-object properties and a non-array required field by field', () => {
    expect(issues({ type: 'object', properties: 5, required: 'zz' }).map((i) => i.path)).toEqual([
      'properties',
      'required',
    ]);
  });
});
