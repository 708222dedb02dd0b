import { useState, type FormEvent } from 'react';
import { api, ApiError, unwrap } from '../api/client';
import { session } from '../api/session';
import { ErrorMessage } from '../ui/ErrorMessage';

/** Sign-in with an API key; the key is checked with GET /v1/me before it is kept. */
export function SignIn() {
  const [key, setKey] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const notice = session.notice();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const candidate = key.trim();
    try {
      const result = await api.GET('/v1/me', {
        headers: { Authorization: `Bearer ${candidate}` },
      });
      unwrap(result);
      session.signIn(candidate);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new Error('Could not reach the API.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="signin" id="main">
      <h1>Switchboard</h1>
      <form onSubmit={submit} className="card" aria-label="Sign in">
        <h2>Sign in</h2>
        {notice && (
          <p role="status" className="notice">
            {notice}
          </p>
        )}
        <label htmlFor="api-key">API key</label>
        <input
          id="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="sb_…"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          required
        />
        <p className="muted">
          Create one with <code>node services/api/dist/cli.js team create --name Acme --json</code>.
          It is kept only in this tab and forgotten on sign-out.
        </p>
        <ErrorMessage error={error} />
        <button type="submit" disabled={busy || key.trim() === ''}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
