import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callCatalog, type ModelSummary } from '../../api/catalog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useDebounced } from '../../ui/useDebounced';

/** Picks a model id by searching the model catalog (typing an id directly works too). */
export function ModelPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (model: string) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const results = useQuery({
    queryKey: ['catalog-search', query],
    enabled: query.length > 0,
    queryFn: async () =>
      (await callCatalog<{ results: ModelSummary[] }>('search-models', { query, limit: 8 })).data
        .results,
  });
  return (
    <fieldset className="headers">
      <legend>Model</legend>
      <label htmlFor="loop-model">Model id (empty: the server’s default)</label>
      <input
        id="loop-model"
        value={value}
        placeholder="openai/gpt-4o-mini"
        onChange={(e) => onChange(e.target.value)}
      />
      <label htmlFor="loop-model-search">Search the model catalog</label>
      <input
        id="loop-model-search"
        type="search"
        value={search}
        placeholder="claude sonnet, gpt 4o, llama…"
        onChange={(e) => setSearch(e.target.value)}
      />
      <ErrorMessage error={results.error} />
      {results.data && (
        <ul className="picker" aria-label="Matching models">
          {results.data.map((model) => (
            <li key={model.id}>
              <button type="button" className="secondary" onClick={() => onChange(model.id)}>
                Use {model.id}
              </button>{' '}
              <span className="muted">
                {model.tier} · ${model.input_price_per_million}/${model.output_price_per_million}{' '}
                per 1M · {model.supports_tools ? 'tools' : 'no tools'}
              </span>
            </li>
          ))}
          {results.data.length === 0 && <li className="muted">No models match.</li>}
        </ul>
      )}
    </fieldset>
  );
}
