import { fileURLToPath } from 'node:url';
import type { CatalogFile } from '@switchboard/contracts/catalog';
import { readCatalogFile } from '@switchboard/contracts/catalog-file';

/**
 * The catalog file the repository ships (`data/models.json`, also in the Docker image): the same
 * file the model-catalog service serves and the runner prices executions from. src/agent-loops and
 * dist/agent-loops both sit four levels below the repository root.
 */
export const SHIPPED_MODELS_FILE = fileURLToPath(
  new URL('../../../../data/models.json', import.meta.url),
);

/** Edits per character beyond which an id is no longer a likely typo of another. */
const MAX_EDIT_RATIO = 0.34;

/** The ids agent loops may name: catalog model ids, their variant ids and the aliases. */
export interface ModelIds {
  /** The catalog's spelling of a model, variant or alias id (case-insensitive); null if unknown. */
  canonical(id: string): string | null;
  /** Up to `count` known ids most like an unknown one, best first (none when nothing is close). */
  closest(id: string, count: number): string[];
}

function slugOf(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

/** Levenshtein distance, two rows; ids are short (under 80 characters). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Model ids, variants (`:free`, `:batch`) and aliases (`~anthropic/claude-sonnet-latest`) of a
 * validated catalog, resolved case-insensitively as the catalog's get-model-details resolves them.
 */
export function modelIdsFrom(file: CatalogFile): ModelIds {
  const byLower = new Map<string, string>();
  for (const model of file.models) {
    byLower.set(model.id.toLowerCase(), model.id);
    for (const variant of model.variants) byLower.set(variant.id.toLowerCase(), variant.id);
  }
  for (const alias of Object.keys(file.aliases)) byLower.set(alias.toLowerCase(), alias);
  const known = [...byLower.entries()];

  return {
    canonical: (id) => byLower.get(id.trim().toLowerCase()) ?? null,
    closest(id, count) {
      const typed = id.trim().toLowerCase();
      const typedSlug = slugOf(typed);
      // Ids the typed one runs past ("openai/gpt-4o-mini:nonsense") or starts ("meta/llama-3-70b")
      // are candidates however far off; others only when few edits away, on the whole id or on
      // the model part alone (so "azure/gpt-4o-mini" finds openai/gpt-4o-mini). Fewest edits first.
      const ranked = known
        .map(([lower, original]) => {
          const whole = editDistance(typed, lower) / Math.max(typed.length, lower.length);
          const slug = slugOf(lower);
          const part = editDistance(typedSlug, slug) / Math.max(typedSlug.length, slug.length);
          let score = Math.min(whole, part);
          // Running past an id counts half: "-extra" is an addition to gpt-4o-mini, not a typo.
          if (typed.startsWith(lower)) score = Math.min(score, whole / 2);
          const related =
            typed.startsWith(lower) || lower.startsWith(typed) || slug.startsWith(typedSlug);
          return { original, score, related, length: lower.length };
        })
        .filter((entry) => entry.related || entry.score <= MAX_EDIT_RATIO)
        .sort((a, b) => a.score - b.score || a.length - b.length)
        .map((entry) => entry.original);
      return ranked.slice(0, count);
    },
  };
}

/** Reads and validates a catalog file; throws naming the file and every bad field. */
export async function loadModelIds(path: string): Promise<ModelIds> {
  return modelIdsFrom(await readCatalogFile(path));
}
