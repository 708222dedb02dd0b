import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { api, unwrap } from '../../api/client';
import type { Conversation } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { MessageBubble } from '../bots/MessageBubble';
import { INBOX_REFRESH_MS } from './refresh';

/** Most messages one thread view shows: the latest page of a long conversation. */
const THREAD_PAGE = 100;

/** One conversation of the inbox: who and where, take over / give back, the thread, a reply box. */
export function InboxThread() {
  const { conversationId = '' } = useParams();
  const client = useQueryClient();
  const conversation = useQuery({
    queryKey: ['inbox-conversation', conversationId],
    queryFn: async () =>
      unwrap(await api.GET('/v1/conversations/{id}', { params: { path: { id: conversationId } } }))
        .data,
    refetchInterval: INBOX_REFRESH_MS,
  });
  const messages = useQuery({
    queryKey: ['inbox-messages', conversationId],
    queryFn: async () => {
      const first = unwrap(
        await api.GET('/v1/conversations/{id}/messages', {
          params: { path: { id: conversationId }, query: { per_page: THREAD_PAGE } },
        }),
      );
      if (first.meta.total_pages <= 1) return first.data;
      // Chat order is oldest first: the latest messages are on the last page.
      return unwrap(
        await api.GET('/v1/conversations/{id}/messages', {
          params: {
            path: { id: conversationId },
            query: { per_page: THREAD_PAGE, page: first.meta.total_pages },
          },
        }),
      ).data;
    },
    refetchInterval: INBOX_REFRESH_MS,
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['inbox'] }),
      client.invalidateQueries({ queryKey: ['inbox-conversation', conversationId] }),
      client.invalidateQueries({ queryKey: ['inbox-messages', conversationId] }),
    ]);
  const c = conversation.data;
  return (
    <article aria-label="Conversation">
      <ErrorMessage error={conversation.error ?? messages.error} />
      {c && (
        <header className="card">
          <h2>
            {c.user.name} <span className="muted">on {c.platform}</span>
          </h2>
          <p>
            <StatusLine conversation={c} />
          </p>
          <HandoffButtons conversation={c} onChanged={refresh} />
        </header>
      )}
      <div className="thread" aria-live="polite">
        {messages.data?.map((message) => (
          <MessageBubble key={message.id} message={message} botId={c?.bot_id ?? ''} />
        ))}
      </div>
      {c && c.status !== 'closed' && <ReplyBox conversationId={c.id} onSent={refresh} />}
    </article>
  );
}

function StatusLine({ conversation: c }: { conversation: Conversation }) {
  if (c.status === 'handoff') {
    return (
      <>
        <span className="badge warn">With a person</span>{' '}
        {c.handoff?.requested_by === 'integration' ? 'The bot asked for a person' : 'Taken over'}
        {c.handoff?.reason ? `: ${c.handoff.reason}` : ''}. The bot does not answer until it is
        given back.
      </>
    );
  }
  if (c.status === 'closed') {
    return <span className="badge">Closed: its channel was deleted</span>;
  }
  return <span className="badge ok">The bot answers</span>;
}

function HandoffButtons(props: { conversation: Conversation; onChanged: () => Promise<unknown> }) {
  const { conversation: c } = props;
  const change = useMutation({
    mutationFn: async (to: 'handoff' | 'resume') =>
      unwrap(
        to === 'handoff'
          ? await api.POST('/v1/conversations/{id}/handoff', {
              params: { path: { id: c.id } },
              body: {},
            })
          : await api.POST('/v1/conversations/{id}/resume', {
              params: { path: { id: c.id } },
              body: {},
            }),
      ),
    onSuccess: props.onChanged,
  });
  if (c.status === 'closed') return null;
  return (
    <div className="form-actions">
      {c.status === 'active' ? (
        <button type="button" disabled={change.isPending} onClick={() => change.mutate('handoff')}>
          Take over
        </button>
      ) : (
        <button
          type="button"
          className="secondary"
          disabled={change.isPending}
          onClick={() => change.mutate('resume')}
        >
          Give back to the bot
        </button>
      )}
      <ErrorMessage error={change.error} />
    </div>
  );
}

function ReplyBox(props: { conversationId: string; onSent: () => Promise<unknown> }) {
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: async (content: string) =>
      unwrap(
        await api.POST('/v1/conversations/{id}/messages', {
          params: { path: { id: props.conversationId } },
          body: { content },
        }),
      ),
    onSuccess: async () => {
      setText('');
      await props.onSent();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) send.mutate(text);
  };
  return (
    <form className="reply-box" aria-label="Reply" onSubmit={submit}>
      <label htmlFor="reply-text">Your reply</label>
      <textarea
        id="reply-text"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Write to the user; it goes out through their channel."
      />
      <ErrorMessage error={send.error} />
      <div className="form-actions">
        <button type="submit" disabled={send.isPending || !text.trim()}>
          Send reply
        </button>
      </div>
    </form>
  );
}
