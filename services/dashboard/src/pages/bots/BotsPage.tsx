import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { PagedTable } from '../../ui/PagedTable';
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
      <PagedTable
        page={query.data}
        label="Bots"
        onPage={setPage}
        empty="No bots yet. Create one to connect a backend and a channel."
        columns={[
          {
            header: 'Name',
            cell: (bot) => (
              <>
                <Link to={`/bots/${bot.id}`}>{bot.name}</Link>
                {bot.description && <div className="muted">{bot.description}</div>}
              </>
            ),
          },
          { header: 'Strategy', cell: (bot) => bot.integration_strategy },
          { header: 'Context window', cell: (bot) => bot.context_window },
          { header: 'Created', cell: (bot) => when(bot.created_at) },
        ]}
      />
    </>
  );
}
