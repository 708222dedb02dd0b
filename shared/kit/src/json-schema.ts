/**
 * JSON Schema (draft 2020-12) checks with ajv: edited tool arguments against a tool's input
 * schema, answers to a tool server's question, and structured results against a loop's
 * `output_schema`. One ajv instance per caller; compiled validators are cached by schema text,
 * since the same few schemas are checked again and again.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

/** One problem found, as the API's field issues name them. */
export interface SchemaIssue {
  path: string;
  message: string;
}

/** A validation's result: the issues (none when valid). */
export type SchemaCheck = { valid: true } | { valid: false; issues: SchemaIssue[] };

const CACHE_MAX = 200;

function issueOf(error: ErrorObject): SchemaIssue {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const extra =
    error.keyword === 'additionalProperties'
      ? ` (${String((error.params as { additionalProperty?: unknown }).additionalProperty)})`
      : '';
  return { path, message: `${error.message ?? 'is not valid'}${extra}` };
}

export class JsonSchemaValidator {
  // strict: false: schemas come from tool servers and users, whose unknown keywords (x-*, examples
  // in odd places) must not make a valid schema unusable.
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  /** Checks `value` against `schema`; an invalid schema is reported as one issue. */
  validate(schema: Record<string, unknown>, value: unknown): SchemaCheck {
    let validate: ValidateFunction;
    try {
      validate = this.compile(schema);
    } catch (error) {
      return {
        valid: false,
        issues: [{ path: '', message: `the schema is invalid: ${text(error)}` }],
      };
    }
    if (validate(value)) return { valid: true };
    return { valid: false, issues: (validate.errors ?? []).map(issueOf) };
  }

  /** Why `schema` is not a usable JSON Schema, or null when it is. */
  schemaError(schema: Record<string, unknown>): string | null {
    try {
      this.compile(schema);
      return null;
    } catch (error) {
      return text(error);
    }
  }

  private compile(schema: Record<string, unknown>): ValidateFunction {
    const key = JSON.stringify(schema);
    const cached = this.compiled.get(key);
    if (cached) return cached;
    const validate = this.ajv.compile(schema);
    if (this.compiled.size >= CACHE_MAX) this.compiled.clear();
    this.compiled.set(key, validate);
    return validate;
  }
}

function text(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Issues as one line each: `path: message` (the path left out at the top). */
export function describeIssues(issues: readonly SchemaIssue[]): string {
  return issues
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join('; ');
}
