import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { PagedTable } from '../../ui/PagedTable';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { LoopForm, type LoopFields } from './LoopForm';
import { useToolServerName } from './tool-servers';

/** The fields a create sends: empty optional settings are left to the API's defaults. */
function createBody(fields: LoopFields) {
  const { model, callback_url, ...rest } = fields;
  return { ...rest, ...(model ? { model } : {}), ...(callback_url ? { callback_url } : {}) };
}

/** The team's agent loops and a form to create one. */
export default function LoopsPage() {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toolServerName = useToolServerName();
  const { query, setPage } = usePaged(['agent-loops'], async (page) =>
    unwrap(await api.GET('/v1/agent-loops', { params: { query: { page, per_page: PER_PAGE } } })),
  );
  const create = useMutation({
    mutationFn: async (fields: LoopFields) =>
      unwrap(await api.POST('/v1/agent-loops', { body: createBody(fields) })),
    onSuccess: async ({ data }) => {
      await queryClient.invalidateQueries({ queryKey: ['agent-loops'] });
      void navigate(`/agent-loops/${data.id}`);
    },
  });
  return (
    <>
      <div className="toolbar">
        <h1>Agent loops</h1>
        <button type="button" onClick={() => setCreating(!creating)} aria-expanded={creating}>
          New agent loop
        </button>
      </div>
      {creating && (
        <LoopForm
          submitLabel="Create agent loop"
          busy={create.isPending}
          error={create.error}
          onSubmit={(fields) => create.mutate(fields)}
          onCancel={() => setCreating(false)}
        />
      )}
      <ErrorMessage error={query.error} />
      <PagedTable
        page={query.data}
        label="Agent loops"
        onPage={setPage}
        empty="No agent loops yet."
        columns={[
          {
            header: 'Name',
            cell: (loop) => <Link to={`/agent-loops/${loop.id}`}>{loop.name}</Link>,
          },
          {
            header: 'Model',
            cell: (loop) => loop.model ?? <span className="muted">default</span>,
          },
          {
            header: 'Tool servers',
            cell: (loop) => loop.mcp_servers.map(toolServerName).join(', ') || '—',
          },
          { header: 'Created', cell: (loop) => when(loop.created_at) },
        ]}
      />
    </>
  );
}
