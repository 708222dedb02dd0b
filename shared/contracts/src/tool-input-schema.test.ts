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
