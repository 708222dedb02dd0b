/**
 * `{{secret.NAME}}` references to the team's secrets vault (contract-decisions.md, "Team
 * secrets"): any header value of an integration, a tool server or a loop's callback may hold them.
 * They are stored as written, shown as written (a reference is no secret), and filled from the
 * vault at call time, so a credential lives in one place and rotates there.
 */

/** What a secret's name must match: upper snake case, starting with a letter, 1..64 characters. */
export const SECRET_NAME_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;

// Anything between `{{secret.` and `}}`, so a malformed name is reported instead of kept literal.
const REFERENCE = /\{\{secret\.([^{}]*)\}\}/g;

/** The names `value` refers to (`{{secret.NAME}}`), in order, repeats included; valid or not. */
export function referencedNames(value: string): string[] {
  return [...value.matchAll(REFERENCE)].map((match) => match[1]!);
}

/** Whether `value` holds at least one `{{secret.NAME}}` reference. */
export function holdsSecretReference(value: string): boolean {
  return referencedNames(value).length > 0;
}

/** A reference in a header map: the header that holds it and the secret it names. */
export interface HeaderReference {
  header: string;
  name: string;
}

/** Every reference in a header map, one per occurrence. */
export function headerReferences(headers: Readonly<Record<string, string>>): HeaderReference[] {
  return Object.entries(headers).flatMap(([header, value]) =>
    referencedNames(value).map((name) => ({ header, name })),
  );
}

/** Whether any value of `headers` refers to the secret `name`. */
export function refersToSecret(
  headers: Readonly<Record<string, string>> | undefined,
  name: string,
): boolean {
  return headerReferences(headers ?? {}).some((reference) => reference.name === name);
}

/**
 * The header map with every reference replaced by `valueOf(name)`. Names `valueOf` does not know
 * are listed in `missing` (once each) and their references left as written.
 */
export function fillReferences(
  headers: Readonly<Record<string, string>>,
  valueOf: (name: string) => string | undefined,
): { headers: Record<string, string>; missing: string[] } {
  const missing = new Set<string>();
  const filled = Object.fromEntries(
    Object.entries(headers).map(([header, value]) => [
      header,
      value.replace(REFERENCE, (reference, name: string) => {
        const secret = valueOf(name);
        if (secret === undefined) missing.add(name);
        return secret ?? reference;
      }),
    ]),
  );
  return { headers: filled, missing: [...missing] };
}
