import { useQuery } from '@tanstack/react-query';
import { NavLink, Route, Routes } from 'react-router';
import { api, unwrap } from '../../api/client';
import type { Conversation } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { InboxThread } from './InboxThread';
import { INBOX_REFRESH_MS } from './refresh';

/**
 * The team's inbox: conversations waiting for a person (in handoff) first, then the latest ones;
 * one opens beside the list with its thread, a reply box and take over / give back. Lists and the
 * open thread refresh every few seconds, so new messages show without a reload.
 */
export default function InboxPage() {
  return (
    <section aria-labelledby="inbox-title">
      <div className="toolbar">
        <h1 id="inbox-title">Inbox</h1>
      </div>
      <div className="inbox">
        <nav className="inbox-list" aria-label="Conversations">
          <ConversationGroup
            title="Waiting for a person"
            empty="Nobody is waiting for a person."
            status="handoff"
          />
          <ConversationGroup title="Latest conversations" empty="No conversations yet." />
        </nav>
        <div>
          <Routes>
            <Route
              index
              element={<p className="muted">Choose a conversation to read and answer it.</p>}
            />
            <Route path=":conversationId" element={<InboxThread />} />
          </Routes>
        </div>
      </div>
    </section>
  );
}

function ConversationGroup(props: { title: string; empty: string; status?: 'handoff' }) {
  const query = useQuery({
    queryKey: ['inbox', props.status ?? 'all'],
    queryFn: async () =>
      unwrap(
        await api.GET('/v1/conversations', {
          params: { query: { per_page: 20, ...(props.status ? { status: props.status } : {}) } },
        }),
      ),
    refetchInterval: INBOX_REFRESH_MS,
  });
  const headingId = `inbox-${props.status ?? 'all'}`;
  return (
    <>
      <h2 id={headingId}>{props.title}</h2>
      <ErrorMessage error={query.error} />
      {query.data?.data.length === 0 && <p className="muted">{props.empty}</p>}
      {query.data && query.data.data.length > 0 && (
        <ul aria-labelledby={headingId}>
          {query.data.data.map((c) => (
            <li key={c.id}>
              <ConversationLink conversation={c} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ConversationLink({ conversation: c }: { conversation: Conversation }) {
  return (
    <NavLink to={`/inbox/${c.id}`}>
      <strong>{c.user.name}</strong> <span className="muted">on {c.platform}</span>
      {c.status === 'handoff' && <span className="badge warn">waiting</span>}
      <br />
      <span className="muted">
        {c.handoff?.reason ? `${c.handoff.reason} · ` : ''}
        {when(c.last_message_at)}
      </span>
    </NavLink>
  );
}
