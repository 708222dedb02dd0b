import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { BotForm, type BotFields } from './BotForm';

/** The team's bots, newest first, and a form to create one. */
export default function BotsPage() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { query, setPage } = usePaged(['bots'], async (page) =>
    unwrap(await api.GET('/v1/bots', { params: { query: { page, per_page: PER_PAGE } } })),
  );
  const create = useMutation({
    mutationFn: async (fields: BotFields) => unwrap(await api.POST('/v1/bots', { body: fields })),
    onSuccess: async ({ data }) => {
      await queryClient.invalidateQueries({ queryKey: ['bots'] });
      void navigate(`/bots/${data.id}`);
    },
  });
  return (
    <>
      <div className="toolbar">
        <h1>Bots</h1>
        <button type="button" onClick={() => setCreating(!creating)} aria-expanded={creating}>
          New bot
        </button>
      </div>
      {creating && (
        <section className="card" aria-label="New bot">
          <h2>New bot</h2>
          <BotForm
            submitLabel="Create bot"
            busy={create.isPending}
            error={create.error}
            onSubmit={(fields) => create.mutate(fields)}
            onCancel={() => setCreating(false)}
          />
        </section>
      )}
      <ErrorMessage error={query.error} />
      {query.data && query.data.data.length === 0 && (
        <p className="muted">No bots yet. Create one to connect a backend and a channel.</p>
      )}
      {query.data && query.data.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Strategy</th>
                <th scope="col">Context window</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((bot) => (
                <tr key={bot.id}>
                  <td>
                    <Link to={`/bots/${bot.id}`}>{bot.name}</Link>
                    {bot.description && <div className="muted">{bot.description}</div>}
                  </td>
                  <td>{bot.integration_strategy}</td>
                  <td>{bot.context_window}</td>
                  <td>{when(bot.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager meta={query.data?.meta} onPage={setPage} label="Bots" />
    </>
  );
}
