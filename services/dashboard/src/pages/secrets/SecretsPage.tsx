import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { PagedTable } from '../../ui/PagedTable';
import { PER_PAGE, usePaged } from '../../ui/usePaged';

/**
 * The team's secrets vault: store a value once (never shown again, only its last 4 characters),
 * replace it, delete it. Headers elsewhere refer to a secret as `{{secret.NAME}}`.
 */
export default function SecretsPage() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  // The value lives only in this form's state until it is sent: never stored in the browser.
  const [value, setValue] = useState('');
  const [description, setDescription] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const { query, setPage } = usePaged(['secrets'], async (page) => {
    const listed = unwrap(
      await api.GET('/v1/secrets', { params: { query: { page, per_page: PER_PAGE } } }),
    );
    return { ...listed, data: listed.data.map((secret) => ({ ...secret, id: secret.name })) };
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['secrets'] });
  const put = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.PUT('/v1/secrets/{name}', {
          params: { path: { name } },
          body: { value, ...(description ? { description } : {}) },
        }),
      ).data,
    onSuccess: (secret) => {
      setSaved(secret.name);
      setName('');
      setValue('');
      setDescription('');
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (secretName: string) =>
      unwrap(await api.DELETE('/v1/secrets/{name}', { params: { path: { name: secretName } } })),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    put.mutate();
  };
  return (
    <>
      <h1>Secrets</h1>
      <p className="muted">
        Write <code>{'{{secret.NAME}}'}</code> in a header value of an integration, a tool server or
        an agent loop’s callback: it is filled with the secret when the call is made. Values are
        never shown again; saving a name that exists replaces its value everywhere it is used.
      </p>
      <form className="card" onSubmit={submit} aria-label="Save a secret">
        <h2>Save a secret</h2>
        <label htmlFor="secret-name">Name</label>
        <input
          id="secret-name"
          value={name}
          placeholder="CRM_TOKEN"
          pattern="[A-Z][A-Z0-9_]{0,63}"
          title="Upper snake case: a letter, then letters, digits or _"
          onChange={(e) => setName(e.target.value)}
          required
        />
        <label htmlFor="secret-value">Value</label>
        <input
          id="secret-value"
          type="password"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
        />
        <label htmlFor="secret-description">Description</label>
        <input
          id="secret-description"
          value={description}
          placeholder="What it is for"
          onChange={(e) => setDescription(e.target.value)}
        />
        <ErrorMessage error={put.error} />
        <div className="form-actions">
          <button type="submit" disabled={put.isPending}>
            Save secret
          </button>
        </div>
      </form>
      {saved && (
        <p role="status" className="muted">
          Saved <code>{saved}</code>.
        </p>
      )}
      <ErrorMessage error={query.error ?? remove.error} />
      <PagedTable
        page={query.data}
        label="Secrets"
        onPage={setPage}
        empty="No secrets yet."
        columns={[
          { header: 'Name', cell: (secret) => <code>{secret.name}</code> },
          { header: 'Description', cell: (secret) => secret.description ?? '' },
          {
            header: 'Ends with',
            cell: (secret) => (secret.last4 ? <code>…{secret.last4}</code> : 'hidden'),
          },
          { header: 'Updated', cell: (secret) => when(secret.updated_at) },
          {
            header: 'Actions',
            cell: (secret) => (
              <div className="toolbar">
                <button
                  type="button"
                  className="secondary"
                  aria-label={`Replace ${secret.name}`}
                  onClick={() => {
                    setName(secret.name);
                    setDescription(secret.description ?? '');
                    document.getElementById('secret-value')?.focus();
                  }}
                >
                  Replace
                </button>
                <button
                  type="button"
                  className="danger"
                  aria-label={`Delete ${secret.name}`}
                  onClick={() => {
                    if (window.confirm(`Delete ${secret.name}?`)) remove.mutate(secret.name);
                  }}
                >
                  Delete
                </button>
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
