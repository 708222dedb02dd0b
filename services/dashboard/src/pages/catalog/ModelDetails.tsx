import { useQuery } from '@tanstack/react-query';
import { callCatalog } from '../../api/catalog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Markdown } from '../../ui/Markdown';

/** One model's details as the catalog describes it. */
export function ModelDetails({ id, onClose }: { id: string; onClose: () => void }) {
  const details = useQuery({
    queryKey: ['catalog-model', id],
    queryFn: async () =>
      callCatalog<Record<string, unknown>>('get-model-details', { model_id: id }),
  });
  return (
    <section className="card" aria-label={`Model ${id}`}>
      <div className="toolbar">
        <h2>{id}</h2>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <ErrorMessage error={details.error} />
      {details.data && <Markdown>{details.data.output}</Markdown>}
    </section>
  );
}
