import type { ModelSummary } from '../../api/catalog';

export function ModelTable({
  models,
  onSelect,
}: {
  models: ModelSummary[];
  onSelect: (id: string) => void;
}) {
  if (models.length === 0) return <p className="muted">No models match.</p>;
  return (
    <div className="table-wrap">
      <table aria-label="Models">
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col">Tier</th>
            <th scope="col">USD per 1M tokens (in / out)</th>
            <th scope="col">Context</th>
            <th scope="col">Capabilities</th>
          </tr>
        </thead>
        <tbody>
          {models.map((m) => (
            <tr key={m.id}>
              <td>
                <button type="button" className="secondary" onClick={() => onSelect(m.id)}>
                  {m.id}
                </button>
                <div className="muted">{m.name}</div>
              </td>
              <td>{m.tier}</td>
              <td>
                {m.input_price_per_million} / {m.output_price_per_million}
              </td>
              <td>{m.context_length.toLocaleString()}</td>
              <td>
                {[
                  m.supports_tools && 'tools',
                  m.supports_vision && 'vision',
                  m.supports_audio && 'audio',
                ]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
