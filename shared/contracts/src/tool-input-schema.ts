/**
 * The `input_schema` of a tool a custom (`http`) tool server registers: the JSON Schema of the
 * tool's parameters object, sent to the model endpoint as the function's `parameters`.
 */
import { jsonObject } from './common.js';
import { exceedsJsonDepth, JSON_MAX_DEPTH } from './json-depth.js';

export const TOOL_SCHEMA_MAX_BYTES = 32_768;

// The depth check aborts first, so the size check's JSON.stringify never meets a value deep
// enough to overflow the stack (the API's body guard has the same limit; this holds without it).
/**
 * A tool's parameters schema: an object schema of at most 32 KiB and 64 levels whose `properties`
 * (if given) maps names to schema objects and whose `required` (if given) lists some of those
 * names; model endpoints refuse every request carrying a schema that breaks these.
 */
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
  .superRefine((schema, ctx) => {
    for (const issue of shapeIssues(schema)) ctx.addIssue({ code: 'custom', ...issue });
  })
  .meta({ description: 'JSON Schema of the parameters object' });

interface ShapeIssue {
  path: Array<string | number>;
  message: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Only the two keywords every function-calling endpoint reads are checked; the rest of JSON
// Schema is passed through as sent. Raw own keys are read, so a property named __proto__ counts.
function shapeIssues(schema: Record<string, unknown>): ShapeIssue[] {
  const issues: ShapeIssue[] = [];
  const { properties, required } = schema;
  if (properties !== undefined) {
    if (!isPlainObject(properties)) {
      issues.push({
        path: ['properties'],
        message: 'must be an object mapping each parameter name to its JSON Schema',
      });
    } else {
      for (const [name, property] of Object.entries(properties)) {
        if (!isPlainObject(property)) {
          issues.push({ path: ['properties', name], message: 'must be a JSON Schema object' });
        }
      }
    }
  }
  if (required !== undefined) {
    if (!Array.isArray(required)) {
      issues.push({ path: ['required'], message: 'must be an array of property names' });
    } else {
      required.forEach((name: unknown, index) => {
        if (typeof name !== 'string') {
          issues.push({ path: ['required', index], message: 'must be a property name (string)' });
        } else if (!isPlainObject(properties) || !Object.hasOwn(properties, name)) {
          issues.push({
            path: ['required', index],
            message: `must name a key of "properties" ('${name}' is not one)`,
          });
        }
      });
    }
  }
  return issues;
}
