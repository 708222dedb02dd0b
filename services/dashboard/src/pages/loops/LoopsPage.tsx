import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { LoopForm, type LoopFields } from './LoopForm';

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
      {query.data?.data.length === 0 && <p className="muted">No agent loops yet.</p>}
      {query.data && query.data.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Model</th>
                <th scope="col">Tool servers</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((loop) => (
                <tr key={loop.id}>
                  <td>
                    <Link to={`/agent-loops/${loop.id}`}>{loop.name}</Link>
                  </td>
                  <td>{loop.model ?? <span className="muted">default</span>}</td>
                  <td>{loop.mcp_servers.join(', ') || '—'}</td>
                  <td>{when(loop.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager meta={query.data?.meta} onPage={setPage} label="Agent loops" />
    </>
  );
}
