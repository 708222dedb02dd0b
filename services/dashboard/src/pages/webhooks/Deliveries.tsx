import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ms, when } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';

/** An endpoint's deliveries, each with every attempt, and redelivery. */
export function Deliveries({ webhookId }: { webhookId: string }) {
  const queryClient = useQueryClient();
  const key = ['deliveries', webhookId];
  const { query, setPage } = usePaged(
    key,
    async (page) =>
      unwrap(
        await api.GET('/v1/webhooks/{id}/deliveries', {
          params: { path: { id: webhookId }, query: { page, per_page: PER_PAGE } },
        }),
      ),
    { refetchInterval: 5_000 },
  );
  const redeliver = useMutation({
    mutationFn: async (deliveryId: string) =>
      unwrap(
        await api.POST('/v1/webhooks/{id}/deliveries/{delivery_id}/retry', {
          params: { path: { id: webhookId, delivery_id: deliveryId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <section aria-label="Deliveries">
      <ErrorMessage error={query.error ?? redeliver.error} />
      {query.data?.data.length === 0 && <p className="muted">No deliveries yet.</p>}
      {query.data?.data.map((delivery) => (
        <details key={delivery.id} className="card">
          <summary>
            <code>{delivery.event_type}</code> · {delivery.status} · {delivery.attempts.length}{' '}
            attempt(s) · {when(delivery.created_at)}
          </summary>
          <ol>
            {delivery.attempts.map((attempt) => (
              <li key={attempt.attempt}>
                {when(attempt.at)}: {attempt.status_code ?? 'no answer'} in{' '}
                {ms(attempt.duration_ms)}
                {attempt.error && ` — ${attempt.error}`}
              </li>
            ))}
          </ol>
          {delivery.next_attempt_at && <p>Next attempt {when(delivery.next_attempt_at)}</p>}
          <pre>{JSON.stringify(delivery.payload, null, 2)}</pre>
          <button type="button" className="secondary" onClick={() => redeliver.mutate(delivery.id)}>
            Redeliver
          </button>
        </details>
      ))}
      <Pager meta={query.data?.meta} onPage={setPage} label="Deliveries" />
    </section>
  );
}
