/**
 * Slack in conversations with people in them: the bot's status in an assistant thread while the
 * backend answers (only for an app that has the feature; one without it is not asked again, and a
 * chat that is no thread shows nothing); reply buttons as Block Kit, and a press (`block_actions`,
 * signed) as a user message in the thread it came from; a person's message in the thread, with
 * its delivery recorded.
 */
import { describe, expect, it } from '@jest/globals';
import type { Message } from '@switchboard/contracts/message';
import {
  conversationOfChat,
  messagesWhen as messagesWhenOf,
} from '@switchboard/testing/api/conversations';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { virtualTimers } from '@switchboard/testing/api/virtual-timers';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useFakeSlack } from '@switchboard/testing/fakes/fake-slack';
import { slackBot, type SlackBot } from '@switchboard/testing/fakes/slack-bot';
import {
  blockActions,
  directMessage,
  eventCallback,
  freshTs,
  postSlackEvent,
  postSlackInteraction,
} from '@switchboard/testing/fakes/slack-events';

const backend = useFakeAiBackend();
const slack = useFakeSlack();
const app = useApp(() => ({ env: { SLACK_API_BASE_URL: slack.url }, timers: virtualTimers() }));
const team = useTeam(app);

/** A mention of the bot in channel `C0001`: answered in a thread under it (an assistant thread). */
function mention(bot: SlackBot, text: string, ts = freshTs()) {
  return eventCallback(bot, {
    type: 'app_mention',
    channel: 'C0001',
    user: 'U_ADA',
    text: `<@${bot.botUserId}> ${text}`,
    ts,
  });
}

const statusCalls = (bot: SlackBot) =>
  slack.calls.all.filter(
    (c) => c.method === 'assistant.threads.setStatus' && c.token === bot.token,
  );

const conversationOf = (bot: SlackBot, chatId: string) =>
  conversationOfChat(app, team.key, bot.botId, chatId);

const messagesWhen = (id: string, done: (messages: Message[]) => boolean) =>
  messagesWhenOf(app, team.key, id, done);

describe('slack: typing as the assistant thread status', () => {
  it("sets the thread's status while the backend answers, for an app with the assistant feature", async () => {
    let answer: () => void = () => undefined;
    backend.on('/slack-status', { kind: 'held', until: new Promise<void>((r) => (answer = r)) });
    const bot = await slackBot(app, slack, team.key, `${backend.url}/slack-status`, {
      assistant: true,
    });
    const ts = freshTs();
    await postSlackEvent(app, bot, mention(bot, 'how do I reset my password?', ts));
    const status = await slack.calls.waitFor(
      (c) => c.method === 'assistant.threads.setStatus' && c.token === bot.token,
    );
    expect(status.params).toEqual({ channel_id: 'C0001', thread_ts: ts, status: 'is typing...' });
    answer();
    await slack.calls.waitFor((c) => c.method === 'chat.postMessage' && c.token === bot.token);
  });

  it('asks an app without it once, and shows nothing in a chat that is no thread', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/slack-no-status`);
    await postSlackEvent(app, bot, mention(bot, 'first'));
    await slack.calls.waitFor((c) => c.method === 'chat.postMessage' && c.token === bot.token);
    expect(statusCalls(bot)).toHaveLength(1);
    await postSlackEvent(app, bot, mention(bot, 'second'));
    await slack.calls.waitFor((c) => c.method === 'chat.postMessage' && c.token === bot.token, 2);
    expect(statusCalls(bot)).toHaveLength(1);

    const dm = await slackBot(app, slack, team.key, `${backend.url}/slack-dm`, { assistant: true });
    await postSlackEvent(app, dm, directMessage(dm, 'hello'));
    await slack.calls.waitFor((c) => c.method === 'chat.postMessage' && c.token === dm.token);
    expect(statusCalls(dm)).toHaveLength(0);
  });
});

describe('slack: reply buttons', () => {
  it('sends them as Block Kit buttons and takes a signed press as a user message in the thread', async () => {
    backend.on('/slack-buttons', {
      kind: 'reply',
      body: {
        content: 'Was this helpful?',
        buttons: [
          { id: 'helpful', title: 'Yes' },
          { id: 'not-helpful', title: 'No' },
        ],
      },
    });
    const bot = await slackBot(app, slack, team.key, `${backend.url}/slack-buttons`);
    const ts = freshTs();
    await postSlackEvent(app, bot, mention(bot, 'how do I export?', ts));
    const shown = await slack.calls.waitFor(
      (c) => c.method === 'chat.postMessage' && c.token === bot.token,
    );
    expect(shown.params.text).toBe('Was this helpful?');
    expect(JSON.parse(shown.params.blocks!)).toEqual([
      { type: 'section', text: { type: 'mrkdwn', text: 'Was this helpful?' } },
      {
        type: 'actions',
        block_id: 'switchboard_buttons',
        elements: [
          {
            type: 'button',
            action_id: 'helpful',
            value: 'helpful',
            text: { type: 'plain_text', text: 'Yes' },
          },
          {
            type: 'button',
            action_id: 'not-helpful',
            value: 'not-helpful',
            text: { type: 'plain_text', text: 'No' },
          },
        ],
      },
    ]);

    backend.on('/slack-buttons', { kind: 'reply', body: { content: 'Glad to help!' } });
    const press = blockActions(
      { id: 'helpful', title: 'Yes' },
      { channel: 'C0001', ts: freshTs(), threadTs: ts },
    );
    const forged = await postSlackInteraction(app, bot, press, { secret: 'f'.repeat(32) });
    expect(forged.status).toBe(401);
    const pressed = await postSlackInteraction(app, bot, press);
    expect(pressed.status).toBe(200);
    const asked = await backend.requests.waitFor((r) => r.path === '/slack-buttons', 2);
    expect(asked.body.metadata).toMatchObject({ chat_id: `C0001:${ts}`, button_id: 'helpful' });
    const id = await conversationOf(bot, `C0001:${ts}`);
    const all = await messagesWhen(id, (m) => m.length === 4);
    expect(all[2]).toMatchObject({
      role: 'user',
      content: 'Yes',
      metadata: { button_id: 'helpful' },
    });
    // Slack sends the same press again: one message.
    expect((await postSlackInteraction(app, bot, press)).status).toBe(200);
    expect(backend.requests.all.filter((r) => r.path === '/slack-buttons')).toHaveLength(2);
  });
});

describe('slack: a person in the conversation', () => {
  it("posts a person's message in the thread and records it sent", async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/slack-person`);
    const ts = freshTs();
    await postSlackEvent(app, bot, mention(bot, 'I need a human', ts));
    const id = await conversationOf(bot, `C0001:${ts}`);
    await messagesWhen(id, (m) => m[1]?.delivery?.status === 'sent');
    const written = await app.request<{ data: Message }>(
      'POST',
      `/v1/conversations/${id}/messages`,
      { key: team.key, body: { content: 'Hi, Sam from support here.' } },
    );
    expect(written.status).toBe(201);
    const posted = await slack.calls.waitFor(
      (c) => c.method === 'chat.postMessage' && c.params.text === 'Hi, Sam from support here.',
    );
    expect(posted.params).toMatchObject({ channel: 'C0001', thread_ts: ts });
    const listed = await messagesWhen(id, (m) => m[2]?.delivery?.status === 'sent');
    expect(listed[2]!.platform_message_id).toMatch(/^\d+\.\d+$/);
  });
});
