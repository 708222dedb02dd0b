import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../../api/client';
import type { Channel } from '../../api/types';
import { FormActions } from '../../ui/FormActions';
import { when } from '../../ui/format';
import { ConfigFields, configFieldsOf } from './ConfigFields';

/**
 * A channel's status; when disconnected, why and since when, and a form that sends new
 * credentials (the API connects the channel again and marks it active once they work).
 */
export function ChannelStatus({ channel }: { channel: Channel }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [config, setConfig] = useState<Record<string, string>>({});
  const reconnect = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.PATCH('/v1/channels/{id}', {
          params: { path: { id: channel.id } },
          body: { config },
        }),
      ),
    onSuccess: () => {
      setEditing(false);
      setConfig({});
      return queryClient.invalidateQueries({ queryKey: ['channels', channel.bot_id] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reconnect.mutate();
  };
  const active = channel.status === 'active';
  return (
    <>
      <span className={`badge ${active ? 'ok' : 'bad'}`}>{channel.status}</span>
      {!active && (
        <div className="muted" role="note" aria-label={`Why ${channel.name} is disconnected`}>
          {channel.status_reason ?? 'The platform refused its credentials.'}
          {channel.disconnected_at && ` (since ${when(channel.disconnected_at)})`}
        </div>
      )}
      {!active && configFieldsOf(channel.type).length > 0 && !editing && (
        <button type="button" className="secondary" onClick={() => setEditing(true)}>
          Reconnect
        </button>
      )}
      {editing && (
        <form onSubmit={submit} aria-label={`Reconnect ${channel.name}`}>
          <ConfigFields
            type={channel.type}
            idPrefix={`reconnect-${channel.id}`}
            value={config}
            onChange={setConfig}
          />
          <FormActions
            submitLabel="Connect"
            busy={reconnect.isPending}
            error={reconnect.error}
            onCancel={() => setEditing(false)}
          />
        </form>
      )}
    </>
  );
}
