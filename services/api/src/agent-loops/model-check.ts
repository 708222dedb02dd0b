import type { Logger } from '@switchboard/kit/logger';
import type { ModelIds } from './model-ids.js';

/** Close ids named in the 422 of an unknown model, like get-model-details suggests. */
const SUGGESTION_COUNT = 5;

/** Checks the `model` of an agent loop against the model catalog. */
export interface ModelCheck {
  /** The catalog's spelling of `model`, or why it is refused (naming close ids). */
  resolve(model: string): Promise<{ id: string } | { problem: string }>;
}

export interface ModelCheckDeps {
  /** Reads the catalog; called once, on the first check. */
  load: () => Promise<ModelIds>;
  logger: Logger;
  /** The operator's DEFAULT_MODEL, checked once too: a loop without `model` runs with it. */
  defaultModel: string;
}

/**
 * A loop naming a model the catalog does not list is refused (422 with suggestions) rather than
 * stored: its runs would go to an id the endpoint may not know, priced at `cost_usd: null`. A
 * provider can list a model before the catalog does; `pnpm catalog:sync` and a restart catch the
 * catalog up, which is the price of catching typos at write time instead of at run time. Should
 * the file be unreadable, checks are skipped (logged once): the API keeps working, and the runner
 * reports the same file at its own start-up.
 */
export function createModelCheck(deps: ModelCheckDeps): ModelCheck {
  let loading: Promise<ModelIds | null> | null = null;
  const catalog = (): Promise<ModelIds | null> => {
    loading ??= deps.load().then(
      (ids) => {
        if (ids.canonical(deps.defaultModel) === null) {
          deps.logger.warn(
            { default_model: deps.defaultModel, suggestions: ids.closest(deps.defaultModel, 3) },
            'DEFAULT_MODEL is not in the model catalog; loops without a model will run with it',
          );
        }
        return ids;
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, 'model catalog unreadable; loop models are not checked');
        return null;
      },
    );
    return loading;
  };

  return {
    async resolve(model) {
      const ids = await catalog();
      if (ids === null) return { id: model };
      const known = ids.canonical(model);
      if (known !== null) return { id: known };
      const suggestions = ids.closest(model, SUGGESTION_COUNT);
      const hint =
        suggestions.length > 0
          ? `did you mean ${suggestions.join(', ')}?`
          : 'find one with the model catalog’s search-models or list-models tool';
      return { problem: `'${model}' is not a model in the catalog: ${hint}` };
    },
  };
}
