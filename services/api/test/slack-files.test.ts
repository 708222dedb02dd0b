import { describe, expect, it } from '@jest/globals';
import { ALL_TEAMS } from '@switchboard/store/port';
import { MESSAGES_COLLECTION } from '../src/conversations/message.repository.js';
import type { RelayMessageRecord } from '../src/conversations/message-record.js';
import { servedAttachment, useFakeAiBackend } from './fakes/fake-ai-backend.js';
import { useFakeSlack } from './fakes/fake-slack.js';
import { slackBot, type SlackBot } from './fakes/slack-bot.js';
import { directMessage, postSlackEvent } from './fakes/slack-events.js';
import { channelStatus, disconnectedEvents, withSettledStore } from './helpers/settled-store.js';
import { createTeam } from './helpers/teams.js';
import { useApp, useTeam } from './helpers/use-app.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
const MAX_BYTES = 4096;

const backend = useFakeAiBackend();
const slack = useFakeSlack();
const app = useApp(() => ({
  env: { SLACK_API_BASE_URL: slack.url, ATTACHMENT_MAX_BYTES: String(MAX_BYTES) },
}));
const team = useTeam(app);

type Part = { type: string; text?: string; image_url?: { url: string } };

/** The content of the user message the backend at `path` received. */
async function sentContent(path: string): Promise<Part[] | string> {
  const sent = await backend.requests.waitFor((r) => r.path === path);
  return (sent.body.messages as Array<{ content: Part[] | string }>)[0]!.content;
}

function fileShare(name: string, url: string, size: number, mimetype = 'image/png') {
  return {
    subtype: 'file_share',
    files: [{ id: `F_${name}`, name, mimetype, size, url_private_download: url }],
  };
}

describe('slack user files', () => {
  it('downloads a shared file with the bot token and hands it to the backend as a service URL', async () => {
    const bot = await slackBot(app, slack, team.key, `${backend.url}/photo`);
    const url = slack.addFile('T0001/cat.png', PNG, 'image/png');
    await postSlackEvent(
      app,
      bot,
      directMessage(bot, 'what is this?', fileShare('cat.png', url, PNG.length)),
    );
    const content = (await sentContent('/photo')) as Part[];
    expect(content[0]).toEqual({ type: 'text', text: 'what is this?' });
    const served = String(content[1]!.image_url?.url);
    expect(served.startsWith(`${app.config.PUBLIC_BASE_URL}/files/`)).toBe(true);
    expect(served).not.toContain(bot.token);
    const file = await fetch(`${app.baseUrl}${new URL(served).pathname}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
  });

  it.each([
    ['over the attachment size limit', (url: string) => fileShare('big.png', url, MAX_BYTES + 1)],
    // The backend would serve it, so only the host check keeps it (and the token) out.
    ['on a host that is not Slack', () => fileShare('x.png', `${backend.url}/f/elsewhere.png`, 10)],
  ])('answers the text alone when a file is %s', async (_name, share) => {
    backend.serveFile('/f/elsewhere.png', { body: PNG, mimeType: 'image/png' });
    const path = `/skip-${Math.random().toString(36).slice(2)}`;
    const bot = await slackBot(app, slack, team.key, `${backend.url}${path}`);
    const url = slack.addFile(`T0001${path}.png`, PNG, 'image/png');
    await postSlackEvent(app, bot, directMessage(bot, 'text only', share(url)));
    expect(await sentContent(path)).toEqual([{ type: 'text', text: 'text only' }]);
    // The reply still goes out, with the reason on the stored message rather than a failure.
    await slack.calls.waitFor((c) => c.method === 'chat.postMessage' && c.token === bot.token);
  });
});

describe('slack reply files', () => {
  it('uploads reply attachments into the thread with the upload flow', async () => {
    backend.serveFile('/f/chart.png', { body: PNG, mimeType: 'image/png' });
    backend.on('/files', {
      kind: 'reply',
      body: {
        content: 'your chart',
        attachments: [servedAttachment(backend, '/f/chart.png', 'image/png')],
      },
    });
    const bot = await slackBot(app, slack, team.key, `${backend.url}/files`);
    const root = '1700009999.000100';
    await postSlackEvent(
      app,
      bot,
      directMessage(bot, 'chart please', { channel: 'D0100', thread_ts: root }),
    );
    const upload = await slack.uploads.waitFor((u) => u.channel_id === 'D0100');
    expect(upload).toMatchObject({ filename: 'chart.png', thread_ts: root });
    expect(upload.bytes).toEqual(PNG);
    const text = await slack.calls.waitFor(
      (c) => c.method === 'chat.postMessage' && c.params.channel === 'D0100',
    );
    expect(text.params).toMatchObject({ text: 'your chart', thread_ts: root });
  });
});

describe('slack token revoked', () => {
  it('marks the channel disconnected and emits channel.disconnected once', async () => {
    let bot: SlackBot | undefined;
    await withSettledStore(
      { SLACK_API_BASE_URL: slack.url },
      async (own) => {
        const { key } = await createTeam(own);
        bot = await slackBot(own, slack, key, `${backend.url}/revoked`);
        slack.revoke(bot.token);
        await postSlackEvent(own, bot, directMessage(bot, 'anyone?', { channel: 'D0200' }));
        await slack.calls.waitFor(
          (c) => c.method === 'chat.postMessage' && c.params.channel === 'D0200',
        );
      },
      async (store) => {
        expect(await channelStatus(store, bot!.channelId)).toBe('disconnected');
        expect(await disconnectedEvents(store)).toEqual([
          {
            bot_id: bot!.botId,
            channel_id: bot!.channelId,
            type: 'slack',
            reason: 'Slack rejected the bot token: token_revoked',
          },
        ]);
        const message = await store
          .collection<RelayMessageRecord>(MESSAGES_COLLECTION)
          .findOne(ALL_TEAMS, { role: 'user', content: 'anyone?' });
        expect(message).toMatchObject({
          status: 'failed',
          error: expect.stringContaining('token_revoked'),
        });
      },
    );
  });
});
