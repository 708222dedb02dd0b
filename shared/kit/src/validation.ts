import type { z } from 'zod';
import { ValidationError, type FieldIssue } from './errors.js';

/** Turns zod issues into the contract's `{ path, message }` list (paths dotted: `user.id`, `tools.0.name`). */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Parses `input` with `schema`, throwing a ValidationError that names every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldIssues(result.error));
  return result.data;
}
