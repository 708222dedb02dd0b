import { describe, expect, it } from '@jest/globals';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const app = useApp();
const backend = useFakeAiBackend();
const team = useTeam(app);

describe('a bot with nothing to try', () => {
  it('says its only enabled integration has weight 0, not that none is enabled', async () => {
    const setup = await setUpBot(app, team.key, {
      bot: { error_message: 'Nobody home.' },
      integrations: [{ webhook_url: `${backend.url}/zero`, weight: 0 }],
    });
    const res = await postMessage(app, team.key, setup.channelId, { content: 'hello?' });
    expect(res.status).toBe(200);
    expect(res.body.data.reply).toMatchObject({ content: 'Nobody home.', integration_id: null });
    expect(res.body.data.reply.error).toBe(
      "the bot's enabled integrations all have weight 0 (never primary) and none is a fallback",
    );
    expect(backend.requests.all.filter((r) => r.path === '/zero')).toHaveLength(0);
  });
});
