import { useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { when } from '../../ui/format';
import { Pager } from '../../ui/Pager';
import { PER_PAGE, usePaged } from '../../ui/usePaged';
import { MessageBubble } from './MessageBubble';

/** A bot's conversations, filtered by user and status; one opens as a chat thread. */
export function ConversationsTab({ botId }: { botId: string }) {
  return (
    <Routes>
      <Route index element={<ConversationList botId={botId} />} />
      <Route path=":conversationId" element={<Thread botId={botId} />} />
    </Routes>
  );
}

function ConversationList({ botId }: { botId: string }) {
  const [userId, setUserId] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'handoff' | 'closed'>('');
  const { query, setPage } = usePaged(['conversations', botId, userId, status], async (page) =>
    unwrap(
      await api.GET('/v1/bots/{bot_id}/conversations', {
        params: {
          path: { bot_id: botId },
          query: {
            page,
            per_page: PER_PAGE,
            ...(userId ? { user_id: userId } : {}),
            ...(status ? { status } : {}),
          },
        },
      }),
    ),
  );
  return (
    <section aria-label="Conversations">
      <div className="toolbar">
        <div>
          <label htmlFor="conv-user">User id</label>
          <input id="conv-user" value={userId} onChange={(e) => setUserId(e.target.value)} />
        </div>
        <div>
          <label htmlFor="conv-status">Status</label>
          <select
            id="conv-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
          >
            <option value="">Any</option>
            <option value="active">Active</option>
            <option value="handoff">With a person</option>
            <option value="closed">Closed</option>
          </select>
        </div>
      </div>
      <ErrorMessage error={query.error} />
      {query.data?.data.length === 0 && <p className="muted">No conversations.</p>}
      {query.data && query.data.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Platform</th>
                <th scope="col">Status</th>
                <th scope="col">Messages</th>
                <th scope="col">Last message</th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={c.id}>
                      {c.user.name} ({c.user.id})
                    </Link>
                  </td>
                  <td>{c.platform}</td>
                  <td>{c.status}</td>
                  <td>{c.message_count}</td>
                  <td>{when(c.last_message_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager meta={query.data?.meta} onPage={setPage} label="Conversations" />
    </section>
  );
}

function Thread({ botId }: { botId: string }) {
  const { conversationId = '' } = useParams();
  const { query, setPage } = usePaged(
    ['messages', conversationId],
    async (page) =>
      unwrap(
        await api.GET('/v1/conversations/{id}/messages', {
          params: { path: { id: conversationId }, query: { page, per_page: 50 } },
        }),
      ),
    { refetchInterval: 5_000 },
  );
  return (
    <section aria-label="Conversation">
      <p>
        <Link to={`/bots/${botId}/conversations`}>← All conversations</Link> ·{' '}
        <Link to={`/inbox/${conversationId}`}>Answer it in the inbox</Link>
      </p>
      <ErrorMessage error={query.error} />
      <div className="thread">
        {query.data?.data.map((message) => (
          <MessageBubble key={message.id} message={message} botId={botId} />
        ))}
      </div>
      <Pager meta={query.data?.meta} onPage={setPage} label="Messages" />
    </section>
  );
}
