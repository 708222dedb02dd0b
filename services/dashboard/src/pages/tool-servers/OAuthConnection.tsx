import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { McpServer } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';

type OAuth = Extract<McpServer['auth'], { type: 'oauth' }>;

const STATUS_BADGE: Record<OAuth['status'], string> = {
  connected: 'ok',
  needs_authorization: 'warn',
  error: 'bad',
};

/**
 * Where a tool server behind OAuth stands (`auth.status`, scopes, expiry) and how to change it:
 * Connect sends the person to the authorization server (which sends them back to the API's
 * callback page), Disconnect revokes and forgets the tokens. No token ever reaches the browser.
 */
export function OAuthConnection({ server }: { server: McpServer & { auth: OAuth } }) {
  const queryClient = useQueryClient();
  const { auth } = server;
  const connect = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/v1/mcp-servers/{id}/oauth/authorize', {
          params: { path: { id: server.id } },
        }),
      ).data,
    onSuccess: (started) => window.location.assign(started.authorization_url),
  });
  const disconnect = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.DELETE('/v1/mcp-servers/{id}/oauth', { params: { path: { id: server.id } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mcp-servers'] }),
  });
  return (
    <section aria-label={`OAuth connection of ${server.name}`}>
      <p>
        OAuth ({auth.grant.replace('_', ' ')}):{' '}
        <span className={`badge ${STATUS_BADGE[auth.status]}`}>
          {auth.status.replace('_', ' ')}
        </span>
        {auth.scopes.length > 0 && <span className="muted"> · scopes {auth.scopes.join(' ')}</span>}
        {auth.expires_at && <span className="muted"> · token until {when(auth.expires_at)}</span>}
      </p>
      {auth.error && <p className="muted">{auth.error}</p>}
      <div className="form-actions">
        {auth.grant === 'authorization_code' && (
          <button type="button" onClick={() => connect.mutate()} disabled={connect.isPending}>
            {auth.status === 'connected' ? 'Reconnect' : 'Connect'}
          </button>
        )}
        {auth.status === 'connected' && (
          <button
            type="button"
            className="secondary"
            onClick={() => disconnect.mutate()}
            disabled={disconnect.isPending}
          >
            Disconnect
          </button>
        )}
      </div>
      <ErrorMessage error={connect.error ?? disconnect.error} />
    </section>
  );
}
