import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../../api/client';
import { EVENT_NAMES, EVENTS } from '../../api/events';
import type { WebhookEndpoint } from '../../api/types';
import { CopyOnce } from '../../ui/CopyOnce';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { Deliveries } from './Deliveries';

type EventType = WebhookEndpoint['events'][number];

/** Team webhook endpoints: secret shown once, enable/disable, deliveries with redeliver. */
export default function WebhooksPage() {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventType[]>([...EVENT_NAMES]);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const { query, setPage } = usePaged(['webhooks'], async (page) =>
    unwrap(await api.GET('/v1/webhooks', { params: { query: { page, per_page: PER_PAGE } } })),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['webhooks'] });
  const create = useMutation({
    mutationFn: async () => unwrap(await api.POST('/v1/webhooks', { body: { url, events } })).data,
    onSuccess: (created) => {
      setSecret(created.secret);
      setUrl('');
      return refresh();
    },
  });
  const update = useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      unwrap(await api.PATCH('/v1/webhooks/{id}', { params: { path: { id } }, body: { enabled } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE('/v1/webhooks/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <>
      <h1>Webhooks</h1>
      <form className="card" onSubmit={submit} aria-label="Add a webhook endpoint">
        <h2>Add an endpoint</h2>
        <label htmlFor="wh-url">URL</label>
        <input
          id="wh-url"
          value={url}
          placeholder="https://example.com/switchboard-events"
          onChange={(e) => setUrl(e.target.value)}
          required
        />
        <fieldset className="headers">
          <legend>Events</legend>
          {EVENT_NAMES.map((type) => (
            <label key={type} className="inline">
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={(e) =>
                  setEvents(e.target.checked ? [...events, type] : events.filter((t) => t !== type))
                }
              />
              <span>
                {EVENTS[type].label} (<code>{type}</code>)
              </span>
            </label>
          ))}
        </fieldset>
        <ErrorMessage error={create.error} />
        <div className="form-actions">
          <button type="submit" disabled={create.isPending}>
            Add endpoint
          </button>
        </div>
      </form>
      {secret && (
        <CopyOnce label="Signing secret" secret={secret} onDismiss={() => setSecret(null)} />
      )}
      <ErrorMessage error={query.error ?? update.error ?? remove.error} />
      {query.data?.data.length === 0 && <p className="muted">No webhook endpoints.</p>}
      {query.data?.data.map((endpoint) => (
        <article key={endpoint.id} className="card" aria-label={`Endpoint ${endpoint.url}`}>
          <div className="toolbar">
            <h2>
              <code>{endpoint.url}</code>
            </h2>
            <span className={`badge ${endpoint.enabled ? 'ok' : 'warn'}`}>
              {endpoint.enabled ? 'enabled' : 'disabled'}
            </span>
          </div>
          {endpoint.disabled_reason && <p className="muted">{endpoint.disabled_reason}</p>}
          <p className="muted">{endpoint.events.join(', ')}</p>
          <div className="form-actions">
            <button
              type="button"
              className="secondary"
              aria-expanded={open === endpoint.id}
              onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
            >
              Deliveries
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
            >
              {endpoint.enabled ? 'Disable' : 'Enable'}
            </button>
            <button
              type="button"
              className="danger"
              onClick={() => {
                if (window.confirm(`Delete the endpoint ${endpoint.url}?`))
                  remove.mutate(endpoint.id);
              }}
            >
              Delete
            </button>
          </div>
          {open === endpoint.id && <Deliveries webhookId={endpoint.id} />}
        </article>
      ))}
      <Pager meta={query.data?.meta} onPage={setPage} label="Webhook endpoints" />
    </>
  );
}
