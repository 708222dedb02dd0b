import { describe, expect, it } from '@jest/globals';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { listenOnLoopback, Recorder, sendJson } from '@switchboard/testing/fakes/http-server';
import { useStarted } from '@switchboard/testing/api/hooks';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

// Integration webhooks treat a 3xx like event deliveries do: a failed attempt naming it, never a
// redirect followed as a body-less GET whose answer would be taken as the reply.

const app = useApp();
const team = useTeam(app);

interface Seen {
  method: string;
  path: string;
}

const backend = useStarted(
  async () => {
    const seen = new Recorder<Seen>();
    const running = await listenOnLoopback((req, res) => {
      const path = req.url ?? '/';
      seen.push({ method: req.method ?? '', path });
      if (path.startsWith('/moved-')) {
        const status = Number(path.slice('/moved-'.length));
        res.writeHead(status, { location: '/elsewhere' });
        return res.end();
      }
      if (path === '/elsewhere') return sendJson(res, 200, { content: 'from the redirect target' });
      return sendJson(res, 200, { content: 'from the fallback' });
    });
    return { ...running, seen };
  },
  (running) => running.close(),
);

describe('an integration webhook that answers a redirect', () => {
  it.each([301, 302, 303, 307, 308])(
    'a %i is a failed attempt naming the status; the target is never called',
    async (status) => {
      const setup = await setUpBot(app, team.key, {
        bot: { error_message: 'Offline.' },
        integrations: [{ webhook_url: `${backend.url}/moved-${status}` }],
      });
      const res = await postMessage(app, team.key, setup.channelId, { content: 'hi' });
      expect(res.status).toBe(200);
      expect(res.body.data.reply).toMatchObject({ content: 'Offline.', integration_id: null });
      expect(res.body.data.reply.error).toContain(`backend answered HTTP ${status}`);
      expect(backend.seen.all.filter((r) => r.path === '/elsewhere')).toEqual([]);
    },
  );

  it('falls back to the next integration after a redirect', async () => {
    const setup = await setUpBot(app, team.key, {
      integrations: [
        { webhook_url: `${backend.url}/moved-302`, weight: 5 },
        { webhook_url: `${backend.url}/fallback`, fallback: true },
      ],
    });
    const res = await postMessage(app, team.key, setup.channelId, { content: 'hi' });
    expect(res.body.data.reply).toMatchObject({
      content: 'from the fallback',
      integration_id: setup.integrationIds[1],
    });
  });
});
