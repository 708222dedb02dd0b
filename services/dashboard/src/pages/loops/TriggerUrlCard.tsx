import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../../api/client';
import { CopyOnce } from '../../ui/CopyOnce';
import { ErrorMessage } from '../../ui/ErrorMessage';

/**
 * The loop's trigger URL: create (or replace) it, shown once, and revoke it. The API keeps only a
 * hash, so nothing here can show an existing URL again.
 */
export function TriggerUrlCard({ loopId }: { loopId: string }) {
  const [shown, setShown] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const path = { params: { path: { id: loopId } } };
  const create = useMutation({
    mutationFn: async () =>
      unwrap(await api.POST('/v1/agent-loops/{id}/trigger-url', path)).data.url,
    onSuccess: (url) => {
      setRevoked(false);
      setShown(url);
    },
  });
  const revoke = useMutation({
    mutationFn: async () => unwrap(await api.DELETE('/v1/agent-loops/{id}/trigger-url', path)),
    onSuccess: () => {
      setShown(null);
      setRevoked(true);
    },
  });
  return (
    <section className="card" aria-label="Trigger URL">
      <h2>Trigger URL</h2>
      <p className="muted">
        A secret URL that starts a run without an API key: POST a JSON object to it and the run gets
        it as its variables. Creating a new one replaces the old one.
      </p>
      {shown && <CopyOnce label="Trigger URL" secret={shown} onDismiss={() => setShown(null)} />}
      {revoked && <p role="status">The trigger URL was revoked.</p>}
      <ErrorMessage error={create.error ?? revoke.error} />
      <div className="form-actions">
        <button type="button" onClick={() => create.mutate()} disabled={create.isPending}>
          Create trigger URL
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => {
            if (window.confirm('Revoke the trigger URL? Calls to it will get 404.'))
              revoke.mutate();
          }}
        >
          Revoke trigger URL
        </button>
      </div>
    </section>
  );
}
