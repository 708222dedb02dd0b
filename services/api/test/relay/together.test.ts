/**
 * A user message is stored with its `bot.message_received` event and its usage count as one unit,
 * and its reply with the reply's count and `integration.failed` event (on the api channel, also
 * with the message's final status and its conversation's count): when any of them cannot be
 * written, none is, so no message stays without the event that tells of it. Shown on SQLite, where
 * the unit is one transaction, by making the database refuse event inserts; on MongoDB the writes
 * run one after another (the store port says so) and its tests print why they are skipped.
 */
import { describe, expect } from '@jest/globals';
import { itAllOrNothing } from '@switchboard/store/testing/exactness';
import { execOnSqliteFile } from '@switchboard/store/testing/sqlite-file';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const backend = useFakeAiBackend();
const team = useTeam(app);

/** Runs `work` while the database refuses the `write`s on `table` that `when` (SQL) picks. */
async function withWritesRefused<T>(
  refused: { write: 'INSERT' | 'UPDATE'; table: string; when: string },
  work: () => Promise<T>,
): Promise<T> {
  execOnSqliteFile(
    app.dataDir,
    `CREATE TRIGGER refuse_writes BEFORE ${refused.write} ON ${refused.table} WHEN ${refused.when}
     BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
  );
  try {
    return await work();
  } finally {
    execOnSqliteFile(app.dataDir, 'DROP TRIGGER refuse_writes');
  }
}

/** Runs `work` while the database refuses the event inserts `when` (SQL on NEW.doc) picks. */
function withEventsRefused<T>(when: string, work: () => Promise<T>): Promise<T> {
  return withWritesRefused({ write: 'INSERT', table: 'events', when }, work);
}

function messagesOf(conversationId: string) {
  return app.request<{ data: Array<{ content: string; status: string | null }> }>(
    'GET',
    `/v1/conversations/${conversationId}/messages`,
    { key: team.key },
  );
}

describe('relay writes that go together', () => {
  itAllOrNothing(
    'stores no user message and no count when its event cannot be stored',
    async () => {
      backend.on('/together', { kind: 'reply', body: { content: 'ok' } });
      const setup = await setUpBot(app, team.key, {
        integrations: [{ webhook_url: `${backend.url}/together` }],
      });
      const refused = await withEventsRefused('1', () =>
        postMessage(app, team.key, setup.channelId, { chat_id: 'together', content: 'lost?' }),
      );
      expect(refused.status).toBe(500);
      expect(backend.requests.all.filter((r) => r.path === '/together')).toHaveLength(0);

      const sent = await postMessage(app, team.key, setup.channelId, {
        chat_id: 'together',
        content: 'again',
      });
      expect(sent.status).toBe(200);
      const messages = await messagesOf(sent.body.data.conversation_id);
      expect(messages.body.data.map((m) => m.content)).toEqual(['again', 'ok']);
      const usage = await app.request<{ data: Array<{ messages_received: number }> }>(
        'GET',
        '/v1/usage',
        { key: team.key },
      );
      expect(usage.body.data.reduce((sum, day) => sum + day.messages_received, 0)).toBe(1);
    },
  );

  itAllOrNothing('stores no reply when its integration.failed event cannot be stored', async () => {
    backend.on('/down', { kind: 'error', status: 500 });
    const setup = await setUpBot(app, team.key, {
      bot: { error_message: 'Sorry.' },
      integrations: [{ webhook_url: `${backend.url}/down` }],
    });
    const first = await postMessage(app, team.key, setup.channelId, {
      chat_id: 'down',
      content: 'before',
    });
    expect(first.status).toBe(200);
    const conversationId = first.body.data.conversation_id;
    const refused = await withEventsRefused(
      "json_extract(NEW.doc, '$.type') = 'integration.failed'",
      () => postMessage(app, team.key, setup.channelId, { chat_id: 'down', content: 'unanswered' }),
    );
    expect(refused.status).toBe(500);
    // The user message and its own event were stored; its reply was not, so it stays `received`
    // (recovery answers it when its lease runs out) and the conversation counts only the first turn.
    const messages = await messagesOf(conversationId);
    expect(messages.body.data.map((m) => [m.content, m.status])).toEqual([
      ['before', 'failed'],
      ['Sorry.', null],
      ['unanswered', 'received'],
    ]);
    const conversation = await app.request<{ data: { message_count: number } }>(
      'GET',
      `/v1/conversations/${conversationId}`,
      { key: team.key },
    );
    expect(conversation.body.data.message_count).toBe(2);
  });

  itAllOrNothing(
    "stores no api channel reply when its message's final status cannot be written with it",
    async () => {
      backend.on('/final', { kind: 'reply', body: { content: 'ok' } });
      const setup = await setUpBot(app, team.key, {
        integrations: [{ webhook_url: `${backend.url}/final` }],
      });
      const first = await postMessage(app, team.key, setup.channelId, {
        chat_id: 'final',
        content: 'before',
      });
      expect(first.status).toBe(200);
      const conversationId = first.body.data.conversation_id;
      // The conversation's count is the last write of the reply's unit.
      const refused = await withWritesRefused(
        { write: 'UPDATE', table: 'conversations', when: '1' },
        () => postMessage(app, team.key, setup.channelId, { chat_id: 'final', content: 'lost?' }),
      );
      expect(refused.status).toBe(500);
      const messages = await messagesOf(conversationId);
      expect(messages.body.data.map((m) => [m.content, m.status])).toEqual([
        ['before', 'answered'],
        ['ok', null],
        ['lost?', 'received'],
      ]);
    },
  );
});
