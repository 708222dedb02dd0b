/**
 * The relay benchmark's durable floor: the bare relay (relay-bench-bare.ts) that also stores, on
 * SQLite and before answering, what the service stores for each message, written by hand with
 * plain prepared statements on column tables: no key, no validation, no document store, no
 * outbox fan-out. It finds or creates the conversation; commits the user message with its
 * `bot.message_received` event and usage count; reads the conversation's last 12 messages as the
 * backend's history; asks the backend; commits the reply with its usage count, the user message's
 * final status and the conversation's count; then answers. Each of those two writes is one
 * transaction (a savepoint when grouped) through the store's own GroupCommit, so the writes of one
 * event-loop turn commit together as in the service, in WAL mode with synchronous=NORMAL, with ids
 * from the same generator. Checkpoints are SQLite's own, inside a commit now and then, so its p99
 * is not a floor.
 *
 * Its CPU per message and latency are what durably relaying a message costs on this machine before
 * any of the service's own work. Env: BACKEND_URL. Prints `{ url }`, then serves until killed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { newId } from '@switchboard/kit/ids';
import { GroupCommit } from '@switchboard/store/sqlite/group-commit';
import { post, readText } from './relay-bench-load.js';
import { serveChild } from './relay-bench-processes.js';

const HISTORY_MESSAGES = 12;
const backend = new URL(process.env.BACKEND_URL ?? '').href;
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

const dataDir = mkdtempSync(path.join(tmpdir(), 'relay-durable-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const db = new Database(path.join(dataDir, 'relay.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('temp_store = MEMORY');
db.exec(`
  CREATE TABLE conversations (
    id TEXT PRIMARY KEY, chat_id TEXT NOT NULL, user_id TEXT NOT NULL,
    message_count INTEGER NOT NULL, last_message_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX conversations_chat_user ON conversations (chat_id, user_id);
  CREATE TABLE messages (
    id TEXT PRIMARY KEY, conversation_id TEXT NOT NULL, role TEXT NOT NULL, content TEXT NOT NULL,
    status TEXT, relay_key TEXT, reply_to TEXT, lease_until TEXT, created_at TEXT NOT NULL
  );
  CREATE INDEX messages_conversation ON messages (conversation_id, created_at, id);
  CREATE UNIQUE INDEX messages_relay_key ON messages (relay_key) WHERE relay_key IS NOT NULL;
  CREATE UNIQUE INDEX messages_reply_to ON messages (reply_to) WHERE reply_to IS NOT NULL;
  CREATE INDEX messages_lease ON messages (lease_until) WHERE lease_until IS NOT NULL;
  CREATE TABLE events (
    id TEXT PRIMARY KEY, type TEXT NOT NULL, data TEXT NOT NULL, status TEXT NOT NULL,
    due_at TEXT NOT NULL
  );
  CREATE INDEX events_due ON events (status, due_at, id);
  CREATE TABLE usage_daily (
    date TEXT PRIMARY KEY, messages_in INTEGER NOT NULL, messages_out INTEGER NOT NULL
  );
`);
const sql = {
  conversation: db.prepare<[string, string], { id: string }>(
    'SELECT id FROM conversations WHERE chat_id = ? AND user_id = ?',
  ),
  newConversation: db.prepare(
    'INSERT INTO conversations VALUES (?, ?, ?, 0, ?) ON CONFLICT (chat_id, user_id) DO NOTHING',
  ),
  message: db.prepare('INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
  event: db.prepare("INSERT INTO events VALUES (?, 'bot.message_received', ?, 'pending', ?)"),
  usage: db.prepare(`
    INSERT INTO usage_daily VALUES (?, ?, ?) ON CONFLICT (date) DO UPDATE SET
      messages_in = messages_in + excluded.messages_in,
      messages_out = messages_out + excluded.messages_out`),
  history: db.prepare<[string, number], { role: string; content: string }>(
    `SELECT role, content FROM messages WHERE conversation_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ?`,
  ),
  answered: db.prepare("UPDATE messages SET status = 'answered', lease_until = NULL WHERE id = ?"),
  counted: db.prepare(
    'UPDATE conversations SET message_count = message_count + 2, last_message_at = ? WHERE id = ?',
  ),
};

const turnCommits = new GroupCommit(db, () => undefined);
/** Built once: wrapping a function in `db.transaction()` costs more than running these writes. */
const together = db.transaction((write: () => void) => write());

/** Runs `write` as one transaction, committed with the other writes of this event-loop turn. */
function committed(write: () => void): Promise<void> {
  return turnCommits.run(() => together(write));
}

interface Inbound {
  chat_id: string;
  content: string;
  user: { id: string; name?: string };
}

async function relay(message: Inbound): Promise<string> {
  const received = new Date().toISOString();
  const found = sql.conversation.get(message.chat_id, message.user.id);
  const conversationId = found?.id ?? newId('conversation');
  const userMessageId = newId('message');
  await committed(() => {
    if (!found) sql.newConversation.run(conversationId, message.chat_id, message.user.id, received);
    sql.message.run(
      userMessageId,
      conversationId,
      'user',
      message.content,
      'received',
      `${message.chat_id}:${userMessageId}`,
      null,
      received,
      received,
    );
    sql.event.run(
      newId('event'),
      JSON.stringify({ message_id: userMessageId, content: message.content }),
      received,
    );
    sql.usage.run(received.slice(0, 10), 1, 0);
  });
  const history = sql.history.all(conversationId, HISTORY_MESSAGES).reverse();
  const started = performance.now();
  const asked = await post(agent, backend, {
    messages: history,
    conversation_id: conversationId,
    user: message.user,
    bot: { id: 'bot_durable', name: 'Durable' },
    metadata: { channel: 'api', chat_id: message.chat_id },
  });
  const answer = asked.body as { content?: unknown };
  const latencyMs = Math.round(performance.now() - started);
  const content = String(answer.content ?? '');
  const replyId = newId('message');
  const repliedAt = new Date().toISOString();
  await committed(() => {
    sql.message.run(
      replyId,
      conversationId,
      'assistant',
      content,
      null,
      null,
      userMessageId,
      null,
      repliedAt,
    );
    sql.usage.run(repliedAt.slice(0, 10), 0, 1);
    sql.answered.run(userMessageId);
    sql.counted.run(repliedAt, conversationId);
  });
  return JSON.stringify({
    data: {
      message: { id: userMessageId, conversation_id: conversationId, status: 'answered' },
      reply: { id: replyId, content, integration_id: 'durable', latency_ms: latencyMs },
    },
  });
}

const server = createServer((req, res) => {
  readText(req as IncomingMessage)
    .then((text) => relay(JSON.parse(text) as Inbound))
    .then(
      (text) => {
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      },
      () => res.writeHead(502).end(),
    );
});
await serveChild(server);
