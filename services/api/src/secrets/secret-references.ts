/**
 * The rule every feature storing headers applies on save: a `{{secret.NAME}}` reference must name
 * a secret the team has (422 naming it otherwise), so a typo surfaces when the header is written
 * rather than on the first call that needs it.
 */
import { headerReferences } from '@switchboard/contracts/secret-reference';
import { ValidationError, type FieldIssue } from '@switchboard/kit/errors';
import type { SecretRepository } from '@switchboard/store/secret-repository';
import type { Scope } from '@switchboard/store/port';

/** Header maps by the body path they were given at (`headers`, `callback_headers`). */
export type HeaderFields = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

export class SecretReferenceCheck {
  constructor(private readonly secrets: Pick<SecretRepository, 'valuesOf'>) {}

  /** Throws one 422 naming every header whose reference names a secret the team lacks. */
  async assertExist(scope: Scope, fields: HeaderFields): Promise<void> {
    const issues = await this.missing(scope, fields);
    if (issues.length > 0) throw new ValidationError(issues);
  }

  /** An issue for every header whose reference names a secret the team lacks. */
  async missing(scope: Scope, fields: HeaderFields): Promise<FieldIssue[]> {
    const references = Object.entries(fields).flatMap(([path, headers]) =>
      headerReferences(headers ?? {}).map((reference) => ({ path, ...reference })),
    );
    if (references.length === 0) return [];
    const known = await this.secrets.valuesOf(
      scope,
      references.map((reference) => reference.name),
    );
    return references
      .filter((reference) => !known.has(reference.name))
      .map(({ path, header, name }) => ({
        path: `${path}.${header}`,
        message: `refers to the secret '${name}', which the team does not have (create it with PUT /v1/secrets/${name})`,
      }));
  }
}
