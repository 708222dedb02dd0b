import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ms } from '../../ui/format';
import { IntegrationName } from './IntegrationName';
import { Attachments, messageText, ReplyButtons } from './MessageBubble';

type Reply = components['schemas']['ChannelReply'];
interface Turn {
  text: string;
  reply?: Reply;
  /** The conversation is with a person: stored for them, no reply from the bot. */
  held?: { conversationId: string };
}

const PLAYGROUND_USER = { id: 'dashboard-playground', name: 'Dashboard playground' };

/** Chat with the bot through one of its api channels, seeing replies as a user would. */
export function PlaygroundTab({ botId }: { botId: string }) {
  const queryClient = useQueryClient();
  // One chat per visit, so each playground session starts a fresh conversation.
  const [chatId] = useState(() => `playground-${Date.now().toString(36)}`);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('');
  const channels = useQuery({
    queryKey: ['channels', botId, 'api'],
    queryFn: async () =>
      unwrap(
        await api.GET('/v1/bots/{bot_id}/channels', {
          params: { path: { bot_id: botId }, query: { per_page: 100 } },
        }),
      ).data.filter((channel) => channel.type === 'api'),
  });
  const channel = channels.data?.[0];
  const addChannel = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/v1/bots/{bot_id}/channels', {
          params: { path: { bot_id: botId } },
          body: { type: 'api', name: 'Playground', config: {} },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['channels', botId] }),
  });
  const send = useMutation({
    mutationFn: async (content: string) =>
      unwrap(
        await api.POST('/v1/channels/{id}/messages', {
          params: { path: { id: channel?.id ?? '' } },
          body: { user: PLAYGROUND_USER, chat_id: chatId, content },
        }),
      ).data,
    onMutate: (content) => setTurns((all) => [...all, { text: content }]),
    onSuccess: (answer) => {
      const outcome: Partial<Turn> =
        'reply' in answer
          ? { reply: answer.reply }
          : { held: { conversationId: answer.conversation_id } };
      setTurns((all) =>
        all.map((turn, i) => (i === all.length - 1 ? { ...turn, ...outcome } : turn)),
      );
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text);
    setText('');
  }

  if (channels.error) return <ErrorMessage error={channels.error} />;
  if (!channels.data) return <p className="muted">Loading…</p>;
  if (!channel)
    return (
      <section aria-label="Playground" className="card">
        <p>The playground talks to the bot through an api channel, and this bot has none.</p>
        <ErrorMessage error={addChannel.error} />
        <button type="button" onClick={() => addChannel.mutate()} disabled={addChannel.isPending}>
          Add an api channel
        </button>
      </section>
    );
  return (
    <section aria-label="Playground">
      <p className="muted">
        Through channel <code>{channel.id}</code> as user <code>{PLAYGROUND_USER.id}</code>, chat{' '}
        <code>{chatId}</code>.
      </p>
      <div className="thread" aria-live="polite">
        {turns.map((turn, index) => (
          <div key={index} className="thread">
            <div className="bubble user">{turn.text}</div>
            {turn.reply && <ReplyBubble reply={turn.reply} botId={botId} />}
            {turn.held && (
              <p className="muted">
                A person has this conversation: the bot does not answer.{' '}
                <Link to={`/inbox/${turn.held.conversationId}`}>Answer it in the inbox</Link>
              </p>
            )}
          </div>
        ))}
        {send.isPending && <p className="muted">Waiting for the bot…</p>}
      </div>
      <ErrorMessage error={send.error} />
      <form onSubmit={submit} className="toolbar" aria-label="Playground input">
        <label htmlFor="playground-text" className="visually-hidden">
          Message
        </label>
        <input
          id="playground-text"
          value={text}
          placeholder="Say something to the bot"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" disabled={send.isPending}>
          Send
        </button>
      </form>
    </section>
  );
}

function ReplyBubble({ reply, botId }: { reply: Reply; botId: string }) {
  const answeredBy = reply.integration_id;
  const failed = answeredBy === null;
  return (
    <div className={`bubble ${failed ? 'failed' : ''}`} role="group" aria-label="Bot reply">
      {messageText(reply.content)}
      <Attachments attachments={reply.attachments} />
      <ReplyButtons buttons={reply.buttons} />
      <div className="meta">
        {answeredBy === null ? (
          <strong>Every integration failed: this is the bot’s error message.</strong>
        ) : (
          <>
            answered by <IntegrationName botId={botId} id={answeredBy} /> in {ms(reply.latency_ms)}
          </>
        )}
      </div>
      {reply.error && <div className="meta">Why: {reply.error}</div>}
    </div>
  );
}
