import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, ApiError, unwrap } from '../../api/client';
import type { McpServer } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { headerMap, HeadersEditor, type HeaderRow } from '../../ui/HeadersEditor';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { OAuthConnection } from './OAuthConnection';
import { ToolServerTest } from './ToolServerTest';

type SignIn = 'none' | 'authorization_code' | 'client_credentials';

/** The `auth` a registration asks for (blank client fields left out). */
function authSettings(signIn: SignIn, clientId: string, clientSecret: string) {
  if (signIn === 'none') return { type: 'none' };
  return {
    type: 'oauth',
    grant: signIn,
    ...(clientId.trim() ? { client_id: clientId.trim() } : {}),
    ...(clientSecret ? { client_secret: clientSecret } : {}),
  };
}

/** Registered tool servers (MCP or the custom HTTP protocol), with a Test button each. */
export default function ToolServersPage() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [transport, setTransport] = useState<McpServer['transport']>('mcp');
  const [tools, setTools] = useState('');
  const [headers, setHeaders] = useState<HeaderRow[]>([]);
  const [signIn, setSignIn] = useState<SignIn>('none');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const { query, setPage } = usePaged(['mcp-servers'], async (page) =>
    unwrap(await api.GET('/v1/mcp-servers', { params: { query: { page, per_page: PER_PAGE } } })),
  );
  const create = useMutation({
    mutationFn: async () => {
      let toolList: unknown = [];
      if (transport === 'http' && tools.trim()) {
        try {
          toolList = JSON.parse(tools);
        } catch {
          throw new ApiError(
            0,
            'INVALID_JSON',
            'Tools must be a JSON array of {name, description, input_schema}.',
          );
        }
      }
      const body = {
        name,
        url,
        transport,
        headers: headerMap(headers),
        tools: toolList,
        auth: authSettings(transport === 'mcp' ? signIn : 'none', clientId, clientSecret),
      } as never;
      return unwrap(await api.POST('/v1/mcp-servers', { body }));
    },
    onSuccess: () => {
      setName('');
      setUrl('');
      setHeaders([]);
      setClientId('');
      setClientSecret('');
      return queryClient.invalidateQueries({ queryKey: ['mcp-servers'] });
    },
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE('/v1/mcp-servers/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mcp-servers'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <>
      <h1>Tool servers</h1>
      <form className="card" onSubmit={submit} aria-label="Register a tool server">
        <h2>Register a tool server</h2>
        <label htmlFor="ts-name">Name</label>
        <input id="ts-name" value={name} onChange={(e) => setName(e.target.value)} required />
        <label htmlFor="ts-url">URL</label>
        <input
          id="ts-url"
          value={url}
          placeholder="https://tools.example.com/mcp"
          onChange={(e) => setUrl(e.target.value)}
          required
        />
        <label htmlFor="ts-transport">Protocol</label>
        <select
          id="ts-transport"
          value={transport}
          onChange={(e) => setTransport(e.target.value as McpServer['transport'])}
        >
          <option value="mcp">MCP (Streamable HTTP)</option>
          <option value="http">Custom HTTP tool protocol</option>
        </select>
        {transport === 'http' && (
          <>
            <label htmlFor="ts-tools">Tools (JSON array: the protocol has no listing call)</label>
            <textarea
              id="ts-tools"
              value={tools}
              placeholder='[{"name": "lookup", "description": "…", "input_schema": {"type": "object"}}]'
              onChange={(e) => setTools(e.target.value)}
            />
          </>
        )}
        {transport === 'mcp' && (
          <>
            <label htmlFor="ts-sign-in">Sign-in</label>
            <select
              id="ts-sign-in"
              value={signIn}
              onChange={(e) => setSignIn(e.target.value as SignIn)}
            >
              <option value="none">None (or headers below)</option>
              <option value="authorization_code">OAuth: a person connects it</option>
              <option value="client_credentials">OAuth: client credentials</option>
            </select>
          </>
        )}
        {transport === 'mcp' && signIn !== 'none' && (
          <>
            <label htmlFor="ts-client-id">
              Client id
              {signIn === 'authorization_code' ? ' (optional: else Switchboard registers)' : ''}
            </label>
            <input
              id="ts-client-id"
              value={clientId}
              onChange={(e) => setClientId(e.target.value)}
              required={signIn === 'client_credentials'}
            />
            <label htmlFor="ts-client-secret">Client secret</label>
            <input
              id="ts-client-secret"
              type="password"
              autoComplete="off"
              value={clientSecret}
              onChange={(e) => setClientSecret(e.target.value)}
              required={signIn === 'client_credentials'}
            />
          </>
        )}
        <HeadersEditor
          rows={headers}
          onChange={setHeaders}
          label="Headers (API keys for the server)"
        />
        <ErrorMessage error={create.error} />
        <div className="form-actions">
          <button type="submit" disabled={create.isPending}>
            Register
          </button>
        </div>
      </form>
      <ErrorMessage error={query.error ?? remove.error} />
      {query.data?.data.length === 0 && <p className="muted">No tool servers registered.</p>}
      {query.data?.data.map((server) => (
        <article key={server.id} className="card" aria-label={`Tool server ${server.name}`}>
          <div className="toolbar">
            <h2>{server.name}</h2>
            <span className="badge">{server.transport}</span>
          </div>
          <p>
            <code>{server.url}</code> · <code>{server.id}</code>
          </p>
          {Object.keys(server.headers).length > 0 && (
            <p className="muted">
              Headers:{' '}
              {Object.entries(server.headers)
                .map(([key, value]) => `${key}: ${value}`)
                .join(', ')}
            </p>
          )}
          {server.auth.type === 'oauth' && (
            <OAuthConnection server={{ ...server, auth: server.auth }} />
          )}
          <ToolServerTest id={server.id} />
          <button
            type="button"
            className="danger"
            onClick={() => {
              if (window.confirm(`Remove tool server ${server.name}?`)) remove.mutate(server.id);
            }}
          >
            Remove
          </button>
        </article>
      ))}
      <Pager meta={query.data?.meta} onPage={setPage} label="Tool servers" />
    </>
  );
}
