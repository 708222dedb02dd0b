/**
 * Tool schemas for the MCP SDK's `registerTool`: a zod schema, validated by zod, whose JSON Schema
 * the SDK reads already converted and portable.
 */
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** The JSON Schema dialect the SDK asks for (draft 2020-12); any other is converted on demand. */
const SDK_TARGET = 'draft-2020-12';

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Frozen at every depth: the schemas are shared by every server, so none may change them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * `type: ["string", "null"]` rewritten as `anyOf: [{type: "string"}, {type: "null"}]`, at every
 * depth. Both are valid JSON Schema, but clients that map tool schemas onto a dialect with one
 * `type` per schema (the OpenAPI subset of Gemini's function declarations) reject the array form,
 * and the MCP Inspector's `--strict` check warns about it. The other keywords of that schema
 * (`description`, `default`) stay beside the `anyOf`.
 */
export function portableJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(portableJsonSchema);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = portableJsonSchema(value);
  const { type } = out;
  if (Array.isArray(type) && !('anyOf' in out)) {
    delete out['type'];
    out['anyOf'] = type.map((single: unknown) => ({ type: single }));
  }
  return out;
}

/**
 * A zod schema as the MCP SDK's `registerTool` takes it (a Standard Schema with JSON Schema),
 * validated by zod with its own messages, and its JSON Schema converted once per direction and
 * made portable (`portableJsonSchema`), frozen since every server shares it. The SDK converts a plain zod schema again for every
 * `tools/list` and, on the first call of each per-request server, for every `tools/call`: make
 * these once per process and share them between the servers built per request.
 */
export function toolSchema<S extends z.ZodType>(
  schema: S,
): StandardSchemaWithJSON<z.input<S>, z.output<S>> {
  const standard = schema['~standard'] as StandardSchemaWithJSON<
    z.input<S>,
    z.output<S>
  >['~standard'];
  const converted: Partial<Record<'input' | 'output', JsonSchema>> = {};
  type Target = Parameters<typeof standard.jsonSchema.input>[0]['target'];
  const convert = (io: 'input' | 'output', target: Target): JsonSchema => {
    const json = () =>
      deepFreeze(portableJsonSchema(standard.jsonSchema[io]({ target })) as JsonSchema);
    if (target !== SDK_TARGET) return json();
    return (converted[io] ??= json());
  };
  return {
    '~standard': {
      version: standard.version,
      vendor: standard.vendor,
      validate: (value) => standard.validate(value),
      jsonSchema: {
        input: ({ target }) => convert('input', target),
        output: ({ target }) => convert('output', target),
      },
    },
  };
}
