import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../../api/client';
import { CopyOnce } from '../../ui/CopyOnce';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { PagedTable } from '../../ui/PagedTable';
import { PER_PAGE, usePaged } from '../../ui/usePaged';

/** The team's API keys: create (secret shown once), last use, revoke. */
export default function ApiKeysPage() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  // The new secret lives only in this component's state until dismissed: never stored.
  const [secret, setSecret] = useState<string | null>(null);
  const { query, setPage } = usePaged(['api-keys'], async (page) =>
    unwrap(await api.GET('/v1/api-keys', { params: { query: { page, per_page: PER_PAGE } } })),
  );
  const create = useMutation({
    mutationFn: async () =>
      unwrap(await api.POST('/v1/api-keys', { body: name ? { name } : {} })).data,
    onSuccess: (created) => {
      setSecret(created.key);
      setName('');
      return queryClient.invalidateQueries({ queryKey: ['api-keys'] });
    },
  });
  const revoke = useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE('/v1/api-keys/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api-keys'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <>
      <h1>API keys</h1>
      <form className="card toolbar" onSubmit={submit} aria-label="Create an API key">
        <div>
          <label htmlFor="key-name">Name</label>
          <input
            id="key-name"
            value={name}
            placeholder="CI"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" disabled={create.isPending}>
          Create key
        </button>
      </form>
      <ErrorMessage error={create.error ?? revoke.error ?? query.error} />
      {secret && <CopyOnce label="New API key" secret={secret} onDismiss={() => setSecret(null)} />}
      <PagedTable
        page={query.data}
        label="API keys"
        onPage={setPage}
        empty="No API keys."
        columns={[
          { header: 'Name', cell: (key) => key.name },
          { header: 'Prefix', cell: (key) => <code>{key.prefix}…</code> },
          { header: 'Created', cell: (key) => when(key.created_at) },
          { header: 'Last used', cell: (key) => when(key.last_used_at) },
          {
            header: 'Status',
            cell: (key) =>
              key.revoked_at ? (
                <span className="badge bad">revoked {when(key.revoked_at)}</span>
              ) : (
                <button
                  type="button"
                  className="danger"
                  aria-label={`Revoke ${key.name}`}
                  onClick={() => {
                    if (window.confirm(`Revoke ${key.name}? Requests with it will fail.`))
                      revoke.mutate(key.id);
                  }}
                >
                  Revoke
                </button>
              ),
          },
        ]}
      />
    </>
  );
}
