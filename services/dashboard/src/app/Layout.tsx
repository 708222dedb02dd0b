import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { api, unwrap } from '../api/client';
import { rateLimit } from '../api/rate-limit';
import { session } from '../api/session';

const AREAS = [
  ['/', 'Overview'],
  ['/inbox', 'Inbox'],
  ['/bots', 'Bots'],
  ['/agent-loops', 'Agent loops'],
  ['/approvals', 'Approvals'],
  ['/tool-servers', 'Tool servers'],
  ['/webhooks', 'Webhooks'],
  ['/secrets', 'Secrets'],
  ['/api-keys', 'API keys'],
  ['/model-catalog', 'Model catalog'],
] as const;

/** The signed-in frame: the team, its plan and the key's rate limit, the areas, sign-out. */
export function Layout({ children }: { children: ReactNode }) {
  const me = useQuery({
    queryKey: ['me'],
    queryFn: async () => unwrap(await api.GET('/v1/me')).data,
  });
  const limit = useSyncExternalStore(rateLimit.subscribe, rateLimit.get);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Switchboard</span>
        <span className="team" aria-label="Team">
          {me.data ? (
            <>
              <strong>{me.data.team.name}</strong>{' '}
              <span className="badge">{me.data.team.plan} plan</span>
            </>
          ) : (
            '…'
          )}
        </span>
        {limit && (
          <span className="muted" title="Requests left for this API key in the current minute">
            {limit.remaining}/{limit.limit} requests left this minute
          </span>
        )}
        <button type="button" className="secondary" onClick={() => session.signOut()}>
          Sign out
        </button>
      </header>
      <nav className="sidebar" aria-label="Areas">
        <ul>
          {AREAS.map(([to, label]) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                // The page already shown stays mounted: clicking it again asks the API afresh
                // (another page's lists ask when they mount).
                onClick={() => {
                  if (pathname === to) void queryClient.invalidateQueries({ type: 'active' });
                }}
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
