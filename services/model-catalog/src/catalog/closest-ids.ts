import { editDistance, prefixEditDistance } from './edit-distance.js';
import { compareHits, type SearchHit, type SearchIndex } from './search-index.js';

/**
 * Fuzzy neighbours scoring worse than this are noise, not suggestions: measured on this catalog,
 * "foo" scores 0.54 against a Gemini model, while "claude-3.5-sonnet" scores 0.48 against Sonnet 4.5.
 */
const SUGGESTION_MAX_FUZZY_SCORE = 0.5;

/** Shorter prefixes of a typed id ("o", "gp") say nothing about which model was meant. */
const MIN_EXTENDED_ID_LENGTH = 2;

/** An id this many edits per 4 characters away (at least 1) is a typo of it, whatever the search says. */
const CHARACTERS_PER_TYPO = 4;

/** What each character typed past a known id costs, in typos. */
const RUN_PAST_COST = 0.5;

/** The model part of an id: "openai/gpt-4o" -> "gpt-4o", "~anthropic/claude-latest" -> "claude-latest". */
const slugOf = (id: string) => id.slice(id.indexOf('/') + 1);

/**
 * Suggests known ids (models, variants, aliases) for an id the catalog does not know, nearest
 * first. Candidates come from three places: a known id the typed one runs past
 * ("openai/gpt-4o-mini:nonsense"), the search (which finds "anthropic/claud-sonet-5"'s Claude
 * models), and every known id a few typos away ("gpt-4o-mimi", an alias typed without its "~").
 * They are ranked by edit distance to what was typed, compared without the provider when none was
 * typed, so the id one typo away comes before the shorter one it happens to start with.
 */
export function createIdSuggester(
  knownIds: readonly string[],
  index: SearchIndex,
): (id: string, count: number) => string[] {
  const byId = new Map<string, string>();
  const bySlug = new Map<string, string>();
  for (const known of knownIds) {
    const key = known.toLowerCase();
    if (!byId.has(key)) byId.set(key, known);
    if (!bySlug.has(slugOf(key))) bySlug.set(slugOf(key), known);
  }

  /** Known ids the typed id starts with, longest first. */
  const extendedIds = (typed: string, lookup: Map<string, string>): string[] => {
    const found: string[] = [];
    for (let end = typed.length - 1; end >= MIN_EXTENDED_ID_LENGTH; end -= 1) {
      const known = lookup.get(typed.slice(0, end));
      if (known && !found.includes(known)) found.push(known);
    }
    return found;
  };

  /** Search by the model part too, so "meta/llama-3-70b" still finds neighbours. */
  const searchedIds = (id: string, count: number): string[] => {
    const slug = slugOf(id).replace(/[:~]/g, ' ');
    const best = new Map<string, SearchHit>();
    for (const hit of [...index.search(id, count).hits, ...index.search(slug, count).hits]) {
      const seen = best.get(hit.model.id);
      if (!seen || compareHits(hit, seen) < 0) best.set(hit.model.id, hit);
    }
    return [...best.values()]
      .filter((hit) => hit.match !== 'fuzzy' || hit.score <= SUGGESTION_MAX_FUZZY_SCORE)
      .sort(compareHits)
      .map((hit) => hit.model.id);
  };

  return (id, count) => {
    const typed = id.trim().toLowerCase();
    const typedSlug = slugOf(typed);
    const hasProvider = typed.includes('/');
    const comparable = (known: string) => (hasProvider ? known : slugOf(known)).toLowerCase();
    const typos = Math.max(1, Math.floor(typed.length / CHARACTERS_PER_TYPO));
    const near = knownIds.filter((known) => editDistance(typed, comparable(known), typos) <= typos);
    const candidates = [
      ...new Set([
        ...extendedIds(typed, hasProvider ? byId : bySlug),
        ...searchedIds(id, count),
        ...near,
      ]),
    ];
    // Typos first, then how much is missing or extra. Characters typed past a known id cost half
    // a typo each: "gpt-4o-mini-extra" means "gpt-4o-mini" more than "gpt-4o-mini:batch", while
    // "gpt-4o-mimi" still means "gpt-4o-mini" more than "gpt-4o". A typed provider may itself be
    // wrong ("meta/llama-3-70b"), so the model parts alone are compared too, one edit dearer.
    const distances = (typedId: string, knownId: string): [number, number] => [
      Math.min(
        prefixEditDistance(typedId, knownId),
        typedId.startsWith(knownId) ? (typedId.length - knownId.length) * RUN_PAST_COST : Infinity,
      ),
      editDistance(typedId, knownId),
    ];
    const ranked = (known: string): [number, number] => {
      const full = distances(typed, comparable(known));
      if (!hasProvider) return full;
      const slug = distances(typedSlug, slugOf(comparable(known)));
      return [Math.min(full[0], slug[0] + 1), Math.min(full[1], slug[1] + 1)];
    };
    const rank = new Map(candidates.map((known) => [known, ranked(known)]));
    // A stable sort: equally near ids keep the order above (run past, then search rank).
    return candidates
      .sort((a, b) => {
        const [typosA = 0, restA = 0] = rank.get(a) ?? [];
        const [typosB = 0, restB = 0] = rank.get(b) ?? [];
        return typosA - typosB || restA - restB;
      })
      .slice(0, count);
  };
}
