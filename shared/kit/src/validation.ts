import type { z } from 'zod';
import { ValidationError, type FieldIssue } from './errors.js';

/** Turns zod issues into the contract's `{ path, message }` list (paths dotted: `user.id`, `tools.0.name`). */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    // Strict objects report unknown fields as one issue on the parent; name each field instead,
    // so a typo points at itself.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...path, key].join('.'),
        message: `Unknown field '${key}'.`,
      }));
    }
    return [{ path: path.join('.'), message: issue.message }];
  });
}

/** Parses `input` with `schema`, throwing a ValidationError that names every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldIssues(result.error));
  return result.data;
}
