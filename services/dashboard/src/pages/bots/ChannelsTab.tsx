import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { ChannelStatus } from './ChannelStatus';
import { CHANNEL_CONFIG_FIELDS, CHANNEL_TYPE_HELP, type ChannelType } from './channel-types';
import { ConfigFields } from './ConfigFields';

/** A bot's channels: add one, see whether it is connected (and why not), reconnect or remove it. */
export function ChannelsTab({ botId }: { botId: string }) {
  const queryClient = useQueryClient();
  const key = ['channels', botId];
  const [type, setType] = useState<ChannelType>('api');
  const [name, setName] = useState('');
  const [config, setConfig] = useState<Record<string, string>>({});
  // Re-read now and then: a platform refusing a channel's credentials disconnects it meanwhile.
  const { query, setPage } = usePaged(
    key,
    async (page) =>
      unwrap(
        await api.GET('/v1/bots/{bot_id}/channels', {
          params: { path: { bot_id: botId }, query: { page, per_page: PER_PAGE } },
        }),
      ),
    { refetchInterval: 5_000 },
  );
  const create = useMutation({
    mutationFn: async () => {
      const body = { type, ...(name ? { name } : {}), config } as never;
      return unwrap(
        await api.POST('/v1/bots/{bot_id}/channels', { params: { path: { bot_id: botId } }, body }),
      );
    },
    onSuccess: () => {
      setName('');
      setConfig({});
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.DELETE('/v1/channels/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <section aria-label="Channels">
      <form className="card" onSubmit={submit} aria-label="Add channel">
        <h2>Add a channel</h2>
        <label htmlFor="channel-type">Type</label>
        <select
          id="channel-type"
          value={type}
          onChange={(e) => {
            setType(e.target.value as ChannelType);
            setConfig({});
          }}
        >
          {Object.keys(CHANNEL_CONFIG_FIELDS).map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <p className="muted">{CHANNEL_TYPE_HELP[type]}</p>
        <label htmlFor="channel-name">Name (optional)</label>
        <input id="channel-name" value={name} onChange={(e) => setName(e.target.value)} />
        <ConfigFields type={type} idPrefix="channel" value={config} onChange={setConfig} />
        <ErrorMessage error={create.error} />
        <div className="form-actions">
          <button type="submit" disabled={create.isPending}>
            Add channel
          </button>
        </div>
      </form>
      <ErrorMessage error={query.error ?? remove.error} />
      {query.data?.data.length === 0 && <p className="muted">No channels yet.</p>}
      {query.data && query.data.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Channel id</th>
                <th scope="col">Updated</th>
                <th scope="col">
                  <span className="muted">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((channel) => (
                <tr key={channel.id}>
                  <td>{channel.name}</td>
                  <td>{channel.type}</td>
                  <td>
                    <ChannelStatus channel={channel} />
                  </td>
                  <td>
                    <code>{channel.id}</code>
                  </td>
                  <td>{when(channel.updated_at)}</td>
                  <td>
                    <button
                      type="button"
                      className="danger"
                      onClick={() => {
                        if (window.confirm(`Delete channel ${channel.name}?`))
                          remove.mutate(channel.id);
                      }}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager meta={query.data?.meta} onPage={setPage} label="Channels" />
    </section>
  );
}
