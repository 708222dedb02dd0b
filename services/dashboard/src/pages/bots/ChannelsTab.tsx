import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { PagedTable } from '../../ui/PagedTable';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { ChannelStatus } from './ChannelStatus';
import { CHANNEL_PLATFORMS } from '../../api/channel-platforms';
import type { Channel } from '../../api/types';
import { ConfigFields } from './ConfigFields';

type ChannelType = Channel['type'];

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
          {CHANNEL_PLATFORMS.map((platform) => (
            <option key={platform.type} value={platform.type}>
              {platform.type}
            </option>
          ))}
        </select>
        <p className="muted">
          {CHANNEL_PLATFORMS.find((platform) => platform.type === type)?.help}
        </p>
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
      <PagedTable
        page={query.data}
        label="Channels"
        onPage={setPage}
        empty="No channels yet."
        columns={[
          { header: 'Name', cell: (channel) => channel.name },
          { header: 'Type', cell: (channel) => channel.type },
          { header: 'Status', cell: (channel) => <ChannelStatus channel={channel} /> },
          { header: 'Channel id', cell: (channel) => <code>{channel.id}</code> },
          { header: 'Updated', cell: (channel) => when(channel.updated_at) },
          {
            header: 'Actions',
            cell: (channel) => (
              <button
                type="button"
                className="danger"
                onClick={() => {
                  if (window.confirm(`Delete channel ${channel.name}?`)) remove.mutate(channel.id);
                }}
              >
                Delete
              </button>
            ),
          },
        ]}
      />
    </section>
  );
}
