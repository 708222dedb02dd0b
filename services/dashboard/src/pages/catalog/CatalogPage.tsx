import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callCatalog, type ModelSummary } from '../../api/catalog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useDebounced } from '../../ui/useDebounced';
import { ModelDetails } from './ModelDetails';
import { ModelTable } from './ModelTable';

const TIERS = ['', 'Budget', 'Standard', 'Premium'] as const;
/** Models asked for at once; the count says how many more the catalog has. */
const PAGE_SIZE = 50;

/** The model catalog: search, filter by tier and capabilities, recommend, details. */
export default function CatalogPage() {
  const [search, setSearch] = useState('');
  const [tier, setTier] = useState<(typeof TIERS)[number]>('');
  const [tools, setTools] = useState(false);
  const [vision, setVision] = useState(false);
  const [useCase, setUseCase] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const query = useDebounced(search.trim());
  const purpose = useDebounced(useCase.trim(), 400);
  const filters = {
    ...(tier ? { tier } : {}),
    require_tools: tools,
    require_vision: vision,
  };
  const models = useQuery({
    queryKey: ['catalog', query, filters],
    queryFn: async (): Promise<{ models: ModelSummary[]; count: string }> => {
      if (query) {
        const found = await callCatalog<{ total: number; results: ModelSummary[] }>(
          'search-models',
          { query, limit: PAGE_SIZE },
        );
        // The search has no filters of its own: apply the chosen ones to its results.
        const kept = found.data.results.filter(
          (m) =>
            (!tier || m.tier === tier) &&
            (!tools || m.supports_tools) &&
            (!vision || m.supports_vision),
        );
        const hidden = found.data.results.length - kept.length;
        return {
          models: kept,
          count:
            `${kept.length} of ${found.data.total} models matching “${query}”` +
            (hidden > 0
              ? ` (${hidden} of the best ${found.data.results.length} left out by the filters)`
              : ''),
        };
      }
      const listed = await callCatalog<{
        total_matching: number;
        tiers: { models: ModelSummary[] }[];
      }>('list-models', { ...filters, limit: PAGE_SIZE });
      const all = listed.data.tiers.flatMap((t) => t.models);
      return { models: all, count: `${all.length} of ${listed.data.total_matching} models` };
    },
  });
  const recommended = useQuery({
    queryKey: ['catalog-recommend', purpose, filters],
    enabled: purpose.length > 0,
    queryFn: async () =>
      (
        await callCatalog<{ recommendations: (ModelSummary & { reasoning: string })[] }>(
          'recommend-model',
          {
            use_case: purpose,
            ...(tier ? { preferred_tier: tier } : {}),
            require_tools: tools,
            require_vision: vision,
            limit: 5,
          },
        )
      ).data.recommendations,
  });
  return (
    <>
      <h1>Model catalog</h1>
      <section className="card toolbar" aria-label="Filters">
        <div>
          <label htmlFor="cat-search">Search</label>
          <input
            id="cat-search"
            type="search"
            value={search}
            placeholder="claude sonnet, gpt 4o…"
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="cat-tier">Tier</label>
          <select
            id="cat-tier"
            value={tier}
            onChange={(e) => setTier(e.target.value as typeof tier)}
          >
            {TIERS.map((t) => (
              <option key={t} value={t}>
                {t || 'Any'}
              </option>
            ))}
          </select>
        </div>
        <label className="inline">
          <input type="checkbox" checked={tools} onChange={(e) => setTools(e.target.checked)} />
          Tool calling
        </label>
        <label className="inline">
          <input type="checkbox" checked={vision} onChange={(e) => setVision(e.target.checked)} />
          Vision
        </label>
      </section>
      <section className="card" aria-label="Recommend">
        <label htmlFor="cat-use-case">Recommend a model for…</label>
        <input
          id="cat-use-case"
          value={useCase}
          placeholder="coding, long documents, cheap chat…"
          onChange={(e) => setUseCase(e.target.value)}
        />
        <ErrorMessage error={recommended.error} />
        {recommended.data && (
          <ol aria-label="Recommendations">
            {recommended.data.map((m) => (
              <li key={m.id}>
                <button type="button" className="secondary" onClick={() => setSelected(m.id)}>
                  {m.id}
                </button>{' '}
                <span className="muted">{m.reasoning}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {selected && <ModelDetails id={selected} onClose={() => setSelected(null)} />}
      <ErrorMessage error={models.error} />
      {models.data && (
        <>
          <p className="muted" role="status" aria-label="Models shown">
            Showing {models.data.count}
          </p>
          <ModelTable models={models.data.models} onSelect={setSelected} />
        </>
      )}
    </>
  );
}
