import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { BotForm, type BotFields } from './BotForm';
import { ChannelsTab } from './ChannelsTab';
import { ConversationsTab } from './ConversationsTab';
import { DeleteBot } from './DeleteBot';
import { IntegrationsTab } from './IntegrationsTab';
import { PlaygroundTab } from './PlaygroundTab';

const TABS = [
  ['integrations', 'Integrations'],
  ['channels', 'Channels'],
  ['conversations', 'Conversations'],
  ['playground', 'Playground'],
] as const;

/** One bot: its settings (edit, delete) and a tab per thing it owns. */
export default function BotPage() {
  const { id = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const bot = useQuery({
    queryKey: ['bot', id],
    queryFn: async () => unwrap(await api.GET('/v1/bots/{id}', { params: { path: { id } } })).data,
  });
  const update = useMutation({
    mutationFn: async (fields: BotFields) =>
      unwrap(await api.PATCH('/v1/bots/{id}', { params: { path: { id } }, body: fields })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(['bot', id], saved);
      void queryClient.invalidateQueries({ queryKey: ['bots'] });
      setEditing(false);
    },
  });
  if (bot.error) return <ErrorMessage error={bot.error} />;
  if (!bot.data) return <p className="muted">Loading…</p>;
  return (
    <>
      <div className="toolbar">
        <h1>{bot.data.name}</h1>
        <button type="button" className="secondary" onClick={() => setEditing(!editing)}>
          Edit bot
        </button>
        <DeleteBot bot={bot.data} onDeleted={() => void navigate('/bots')} />
      </div>
      {bot.data.description && <p className="muted">{bot.data.description}</p>}
      {editing && (
        <section className="card" aria-label="Edit bot">
          <BotForm
            bot={bot.data}
            submitLabel="Save bot"
            busy={update.isPending}
            error={update.error}
            onSubmit={(fields) => update.mutate(fields)}
            onCancel={() => setEditing(false)}
          />
        </section>
      )}
      <nav className="tabs" aria-label="Bot sections">
        {TABS.map(([path, label]) => (
          <NavLink key={path} to={`/bots/${id}/${path}`}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route path="integrations" element={<IntegrationsTab bot={bot.data} />} />
        <Route path="channels" element={<ChannelsTab botId={id} />} />
        <Route path="conversations/*" element={<ConversationsTab botId={id} />} />
        <Route path="playground" element={<PlaygroundTab botId={id} />} />
        <Route path="*" element={<Navigate to="integrations" replace />} />
      </Routes>
    </>
  );
}
