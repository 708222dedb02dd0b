/**
 * The one module that opens the team secrets vault (`secrets`). The api's secrets feature writes
 * it; the api and the runner fill `{{secret.NAME}}` references from it at call time
 * (`fillSecretHeaders`).
 */
import { fillReferences, headerReferences } from '@switchboard/contracts/secret-reference';
import { last4Of, type SecretRecord } from '@switchboard/contracts/secret';
import { AppError, ConflictError } from '@switchboard/kit/errors';
import { newRecord } from './by-id.js';
import { SECRETS_COLLECTION } from './collections.js';
import {
  teamScope,
  type Collection,
  type DocumentStore,
  type Page,
  type PageOptions,
  type Scope,
} from './port.js';

/** What a PUT stores besides the name. */
export interface SecretFields {
  value: string;
  description: string | null;
}

/** Secrets by team and name (unique); values come out in clear, for filling headers only. */
export class SecretRepository {
  private readonly records: Collection<SecretRecord>;

  constructor(store: DocumentStore) {
    this.records = store.collection<SecretRecord>(SECRETS_COLLECTION);
  }

  /** One page of the team's secrets. */
  page(scope: Scope, options: PageOptions): Promise<Page<SecretRecord>> {
    return this.records.findPage(scope, {}, options);
  }

  /**
   * Creates the team's secret `name` or replaces its value and description; `created` says which.
   * Of two concurrent first PUTs one creates and the other replaces.
   */
  async put(
    teamId: string,
    name: string,
    fields: SecretFields,
    now: Date,
  ): Promise<{ record: SecretRecord; created: boolean }> {
    const scope = teamScope(teamId);
    const set = { ...fields, last4: last4Of(fields.value) };
    for (;;) {
      const replaced = await this.records.updateOne(scope, { name }, { $set: set });
      if (replaced) return { record: replaced, created: false };
      try {
        const record = newRecord<SecretRecord>({ kind: 'secret', teamId, now }, { name, ...set });
        return { record: await this.records.insert(record), created: true };
      } catch (error) {
        // Created by a concurrent PUT since the update missed: replace that one instead.
        if (!(error instanceof ConflictError)) throw error;
      }
    }
  }

  /** Deletes the team's secret `name`; false when there is none. */
  async delete(scope: Scope, name: string): Promise<boolean> {
    return (await this.records.deleteMany(scope, { name })) > 0;
  }

  /** Whether the team has a secret `name`. */
  async exists(scope: Scope, name: string): Promise<boolean> {
    return (await this.records.count(scope, { name })) > 0;
  }

  /** The values of those of `names` the team has, by name. */
  async valuesOf(scope: Scope, names: readonly string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const found = await this.records.find(scope, { name: { $in: [...new Set(names)] } });
    return new Map(found.map((record) => [record.name, record.value]));
  }
}

/** A header map whose references were filled, and the secret values filled into it. */
export interface FilledHeaders {
  headers: Record<string, string>;
  /** The values filled in: redact them from whatever the call's answer or failure says. */
  values: string[];
}

/** A reference to a secret the team does not have (deleted since the header was saved). */
export class MissingSecretError extends AppError {
  constructor(names: readonly string[]) {
    const listed = names.map((name) => `'${name}'`).join(', ');
    super({
      code: 'SECRET_NOT_FOUND',
      message:
        `A header refers to team secret(s) ${listed}, which do not exist; ` +
        `create them with PUT /v1/secrets/{name} or change the header.`,
      details: { secrets: [...names] },
    });
  }
}

/**
 * `headers` with every `{{secret.NAME}}` filled from the team's vault (one read, none when there
 * is no reference); MissingSecretError naming the secrets the team lacks.
 */
export async function fillSecretHeaders(
  secrets: Pick<SecretRepository, 'valuesOf'>,
  teamId: string,
  headers: Readonly<Record<string, string>>,
): Promise<FilledHeaders> {
  const names = headerReferences(headers).map((reference) => reference.name);
  if (names.length === 0) return { headers: { ...headers }, values: [] };
  const values = await secrets.valuesOf(teamScope(teamId), names);
  const filled = fillReferences(headers, (name) => values.get(name));
  if (filled.missing.length > 0) throw new MissingSecretError(filled.missing);
  return { headers: filled.headers, values: [...values.values()] };
}
