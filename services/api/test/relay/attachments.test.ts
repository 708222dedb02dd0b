import { beforeAll, describe, expect, it } from '@jest/globals';
import { servedAttachment, useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { postMessage, setUpBot } from '@switchboard/testing/fakes/bot-setup';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

const app = useApp({ env: { ATTACHMENT_MAX_BYTES: '2048' } });
const backend = useFakeAiBackend();
const team = useTeam(app);

beforeAll(() => {
  backend.serveFile('/files/chart.png', { body: PNG, mimeType: 'image/png' });
  backend.serveFile('/files/huge.pdf', {
    body: Buffer.alloc(4096, 1),
    mimeType: 'application/pdf',
  });
  backend.serveFile('/files/page.html', {
    body: Buffer.from('<script>x</script>'),
    mimeType: 'text/html',
  });
});

/** The service's file URLs point at PUBLIC_BASE_URL; in tests the app listens elsewhere. */
function onApp(url: string): string {
  return `${app.baseUrl}${new URL(url).pathname}`;
}

describe('reply attachments', () => {
  it('re-hosts good attachments and reports broken ones without losing the text', async () => {
    backend.on('/with-files', {
      kind: 'reply',
      body: {
        content: 'Here is your chart',
        attachments: [
          servedAttachment(backend, '/files/chart.png', 'image/png'),
          servedAttachment(backend, '/files/missing.png', 'image/png'),
          servedAttachment(backend, '/files/huge.pdf', 'application/pdf'),
          servedAttachment(backend, '/files/page.html', 'text/html'),
          { url: 'not even a url object' },
        ],
      },
    });
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/with-files` }],
    });
    const res = await postMessage(app, team.key, setup.channelId, { content: 'chart please' });
    expect(res.status).toBe(200);
    const { reply } = res.body.data;
    expect(reply.content).toBe('Here is your chart');
    expect(reply.integration_id).toBe(setup.integrationIds[0]);
    expect(reply.attachments).toEqual([
      {
        url: expect.stringMatching(/\/files\/file_[0-9a-z]{26}\/[\w-]{32}\/chart\.png$/),
        filename: 'chart.png',
        mime_type: 'image/png',
      },
    ]);
    expect(reply.attachments[0]!.url.startsWith(app.config.PUBLIC_BASE_URL)).toBe(true);
    expect(reply.error).toMatch(/missing\.png/);
    expect(reply.error).toMatch(/huge\.pdf/);
    expect(reply.error).toMatch(/page\.html/);
    expect(reply.error).toMatch(/attachments\.4/);

    const file = await fetch(onApp(reply.attachments[0]!.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
  });

  it('serves a stored file only with its token', async () => {
    backend.on('/one-file', {
      kind: 'reply',
      body: {
        content: 'file',
        attachments: [servedAttachment(backend, '/files/chart.png', 'image/png')],
      },
    });
    const setup = await setUpBot(app, team.key, {
      integrations: [{ webhook_url: `${backend.url}/one-file` }],
    });
    const res = await postMessage(app, team.key, setup.channelId, { content: 'file please' });
    const url = new URL(res.body.data.reply.attachments[0]!.url);
    const [, , id] = url.pathname.split('/');
    const forged = await fetch(`${app.baseUrl}/files/${id}/${'A'.repeat(32)}/chart.png`);
    expect(forged.status).toBe(404);
    const body = (await forged.json()) as { error: { code: string } };
    expect(body.error.code).toBe('ROUTE_NOT_FOUND');
  });
});
