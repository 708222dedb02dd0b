import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../../api/client';
import type { Bot, Integration } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { IntegrationForm, type IntegrationFields } from './IntegrationForm';

/** A bot's integrations: add, edit (weight, fallback, headers), enable/disable, delete. */
export function IntegrationsTab({ bot }: { bot: Bot }) {
  const [editing, setEditing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const key = ['integrations', bot.id];
  const { query, setPage } = usePaged(key, async (page) =>
    unwrap(
      await api.GET('/v1/bots/{bot_id}/integrations', {
        params: { path: { bot_id: bot.id }, query: { page, per_page: PER_PAGE } },
      }),
    ),
  );
  const done = () => {
    setEditing(null);
    return queryClient.invalidateQueries({ queryKey: key });
  };
  const create = useMutation({
    mutationFn: async (body: IntegrationFields) =>
      unwrap(
        await api.POST('/v1/bots/{bot_id}/integrations', {
          params: { path: { bot_id: bot.id } },
          body,
        }),
      ),
    onSuccess: done,
  });
  const update = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: Partial<IntegrationFields> }) =>
      unwrap(await api.PATCH('/v1/integrations/{id}', { params: { path: { id } }, body })),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE('/v1/integrations/{id}', { params: { path: { id } } })),
    onSuccess: done,
  });
  return (
    <section aria-label="Integrations">
      <p className="muted">
        Selection:{' '}
        <strong>
          {bot.integration_strategy === 'weighted' ? 'weighted random' : 'highest weight'}
        </strong>{' '}
        (change it with Edit bot). Fallbacks answer when the selected integration fails.
      </p>
      <div className="toolbar">
        <button type="button" onClick={() => setEditing('new')}>
          Add integration
        </button>
      </div>
      {editing === 'new' && (
        <IntegrationForm
          submitLabel="Add integration"
          busy={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body)}
          onCancel={() => setEditing(null)}
        />
      )}
      <ErrorMessage error={query.error ?? update.error ?? remove.error} />
      {query.data?.data.length === 0 && <p className="muted">No integrations yet.</p>}
      {query.data?.data.map((integration: Integration) =>
        editing === integration.id ? (
          <IntegrationForm
            key={integration.id}
            integration={integration}
            submitLabel="Save integration"
            busy={update.isPending}
            error={update.error}
            onSubmit={(body) => update.mutate({ id: integration.id, body })}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <article
            key={integration.id}
            className="card"
            aria-label={`Integration ${integration.name}`}
          >
            <div className="toolbar">
              <h3>{integration.name}</h3>
              <span className={`badge ${integration.enabled ? 'ok' : 'warn'}`}>
                {integration.enabled ? 'enabled' : 'disabled'}
              </span>
              {integration.fallback && <span className="badge">fallback</span>}
              <span className="badge">weight {integration.weight}</span>
            </div>
            <p>
              <code>{integration.webhook_url}</code> · timeout {integration.timeout} s
            </p>
            {Object.keys(integration.headers).length > 0 && (
              <p className="muted">
                Headers:{' '}
                {Object.entries(integration.headers)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join(', ')}
              </p>
            )}
            <div className="form-actions">
              <button
                type="button"
                className="secondary"
                onClick={() => setEditing(integration.id)}
              >
                Edit
              </button>
              <button
                type="button"
                className="secondary"
                onClick={() =>
                  update.mutate({ id: integration.id, body: { enabled: !integration.enabled } })
                }
              >
                {integration.enabled ? 'Disable' : 'Enable'}
              </button>
              <button
                type="button"
                className="danger"
                onClick={() => {
                  if (window.confirm(`Delete integration ${integration.name}?`))
                    remove.mutate(integration.id);
                }}
              >
                Delete
              </button>
            </div>
          </article>
        ),
      )}
      <Pager meta={query.data?.meta} onPage={setPage} label="Integrations" />
    </section>
  );
}
