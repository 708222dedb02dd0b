import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../../api/client';
import type { Bot } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';

/** How many records of each kind the bot owns (the lists' totals, one record fetched each). */
function useCascade(botId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['bot-cascade', botId],
    enabled,
    queryFn: async () => {
      const params = { params: { path: { bot_id: botId }, query: { per_page: 1 } } };
      const [integrations, channels, conversations] = await Promise.all([
        api.GET('/v1/bots/{bot_id}/integrations', params).then(unwrap),
        api.GET('/v1/bots/{bot_id}/channels', params).then(unwrap),
        api.GET('/v1/bots/{bot_id}/conversations', params).then(unwrap),
      ]);
      return {
        integrations: integrations.meta.total,
        channels: channels.meta.total,
        conversations: conversations.meta.total,
      };
    },
  });
}

/** Delete, after spelling out everything that goes with the bot. */
export function DeleteBot({ bot, onDeleted }: { bot: Bot; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const cascade = useCascade(bot.id, confirming);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async () =>
      unwrap(await api.DELETE('/v1/bots/{id}', { params: { path: { id: bot.id } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['bots'] });
      onDeleted();
    },
  });
  if (!confirming)
    return (
      <button type="button" className="danger" onClick={() => setConfirming(true)}>
        Delete bot
      </button>
    );
  return (
    <div role="alertdialog" aria-label="Confirm deletion" className="card">
      <p>
        Deleting <strong>{bot.name}</strong> also deletes, for good:
      </p>
      {cascade.data ? (
        <ul>
          <li>{cascade.data.integrations} integration(s)</li>
          <li>{cascade.data.channels} channel(s) (their platform webhooks are removed)</li>
          <li>{cascade.data.conversations} conversation(s) with all their messages and files</li>
        </ul>
      ) : (
        <p className="muted">Counting…</p>
      )}
      <ErrorMessage error={cascade.error ?? remove.error} />
      <div className="form-actions">
        <button
          type="button"
          className="danger"
          disabled={!cascade.data || remove.isPending}
          onClick={() => remove.mutate()}
        >
          Delete bot and all of this
        </button>
        <button type="button" className="secondary" onClick={() => setConfirming(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
