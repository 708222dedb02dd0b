/**
 * The `input_schema` of a tool a custom (`http`) tool server registers: the JSON Schema of the
 * tool's parameters object, sent to the model endpoint as the function's `parameters`.
 */
import { jsonObject } from './common.js';
import { exceedsJsonDepth, JSON_MAX_DEPTH } from './json-depth.js';

export const TOOL_SCHEMA_MAX_BYTES = 32_768;

// The depth check aborts first, so the size check's JSON.stringify never meets a value deep
// enough to overflow the stack (the API's body guard has the same limit; this holds without it).
/** A tool's parameters schema: an object schema of at most 32 KiB and 64 levels. */
export const inputSchema = jsonObject
  .refine((schema) => !exceedsJsonDepth(schema), {
    error: `must nest at most ${JSON_MAX_DEPTH} levels of objects and arrays`,
    abort: true,
  })
  .refine((schema) => schema.type === 'object', {
    error: 'must be a JSON Schema with "type": "object"',
  })
  .refine((schema) => JSON.stringify(schema).length <= TOOL_SCHEMA_MAX_BYTES, {
    error: `must be at most ${TOOL_SCHEMA_MAX_BYTES} characters of JSON`,
  })
  .meta({ description: 'JSON Schema of the parameters object' });
