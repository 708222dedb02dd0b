import { ApiError } from '../../api/client';

/**
 * The `{{name}}` variables typed into a form: undefined when left empty, else the JSON object;
 * anything else (invalid JSON, an array, a string) is refused with an error the form shows.
 */
export function parseVariables(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(
      0,
      'INVALID_JSON',
      'Variables must be a JSON object, e.g. {"city": "Paris"}.',
    );
  }
  return parsed as Record<string, unknown>;
}
