/**
 * `{{name}}` placeholders in an agent loop's prompts, filled from a run's `variables`. A name is a
 * dotted path into the variables (`{{order.id}}`, `{{event.data.bot_id}}`); spaces inside the
 * braces are allowed. Strings are inserted as they are, anything else as JSON.
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w-]*(?:\.[\w-]+)*)\s*\}\}/g;

export type Filled = { ok: true; text: string } | { ok: false; missing: string[] };

function lookup(variables: Record<string, unknown>, path: string): unknown {
  let value: unknown = variables;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** `text` with every placeholder replaced, or the names of those `variables` has no value for. */
export function fillPlaceholders(text: string, variables: Record<string, unknown>): Filled {
  const missing = new Set<string>();
  const filled = text.replace(PLACEHOLDER, (whole, path: string) => {
    const value = lookup(variables, path);
    if (value === undefined) {
      missing.add(path);
      return whole;
    }
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
  return missing.size > 0 ? { ok: false, missing: [...missing] } : { ok: true, text: filled };
}
