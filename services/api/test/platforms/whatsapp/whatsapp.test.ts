import { describe, expect, it } from '@jest/globals';
import { servedAttachment, useFakeAiBackend } from '@switchboard/testing/fakes/fake-ai-backend';
import { useFakeWhatsApp, type WhatsAppSent } from '@switchboard/testing/fakes/fake-whatsapp';
import {
  delivery,
  freshWamid,
  postDelivery,
  textMessage,
  whatsappBot,
} from '@switchboard/testing/fakes/whatsapp-bot';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

const backend = useFakeAiBackend();
const whatsapp = useFakeWhatsApp();
const app = useApp(() => ({ env: { WHATSAPP_API_BASE_URL: whatsapp.url } }));
const team = useTeam(app);

const textTo = (to: string, body?: string) => (s: WhatsAppSent) =>
  s.body.to === to &&
  s.body.type === 'text' &&
  (body === undefined || (s.body.text as { body: string }).body === body);

describe('whatsapp channel connection', () => {
  it('checks the number with the token; shows the phone number id and masks the secrets', async () => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-connect`);
    const check = await whatsapp.requests.waitFor(
      (r) => r.method === 'GET' && r.path === `/${bot.phoneNumberId}`,
    );
    expect(check.token).toBe(bot.accessToken);
    const shown = await app.request<{ data: { config: Record<string, string> } }>(
      'GET',
      `/v1/channels/${bot.channelId}`,
      { key: team.key },
    );
    expect(shown.body.data.config.phone_number_id).toBe(bot.phoneNumberId);
    for (const secret of [bot.accessToken, bot.appSecret, bot.verifyToken]) {
      expect(shown.text).not.toContain(secret);
    }
  });

  it.each([
    [
      'an access token Meta refuses',
      { access_token: 'EAAGnot-a-valid-token' },
      'config.access_token',
    ],
    [
      'a phone number id the token cannot use',
      { phone_number_id: '999999999' },
      'config.phone_number_id',
    ],
  ])('answers 422 for %s', async (_name, change, path) => {
    const good = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-good`);
    const res = await app.request<{
      error: { details: { fields: Array<{ path: string; message: string }> } };
    }>('POST', `/v1/bots/${good.botId}/channels`, {
      key: team.key,
      body: {
        type: 'whatsapp',
        config: {
          phone_number_id: '123451234',
          access_token: good.accessToken,
          app_secret: good.appSecret,
          verify_token: good.verifyToken,
          ...change,
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details.fields[0]!.path).toBe(path);
  });

  it('refuses a second channel for the same number with 409', async () => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-dup`);
    const res = await app.request<{ error: { details: unknown } }>(
      'POST',
      `/v1/bots/${bot.botId}/channels`,
      {
        key: team.key,
        body: {
          type: 'whatsapp',
          config: {
            phone_number_id: bot.phoneNumberId,
            access_token: bot.accessToken,
            app_secret: bot.appSecret,
            verify_token: bot.verifyToken,
          },
        },
      },
    );
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual({ path: 'config.phone_number_id' });
  });
});

describe('whatsapp webhook verification', () => {
  const verify = (channelId: string, query: Record<string, string>) =>
    fetch(`${app.baseUrl}/v1/whatsapp/webhook/${channelId}?${new URLSearchParams(query)}`);

  it("answers Meta's challenge as plain text for the channel's verify token", async () => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-verify`);
    const res = await verify(bot.channelId, {
      'hub.mode': 'subscribe',
      'hub.verify_token': bot.verifyToken,
      'hub.challenge': '1158201444',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('1158201444');
  });

  it('refuses a wrong verify token, another mode or an unknown channel with 403', async () => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-verify-no`);
    const good = {
      'hub.mode': 'subscribe',
      'hub.verify_token': bot.verifyToken,
      'hub.challenge': '1',
    };
    for (const [channelId, query] of [
      [bot.channelId, { ...good, 'hub.verify_token': 'wrong' }],
      [bot.channelId, { ...good, 'hub.mode': 'unsubscribe' }],
      ['chn_00000000000000000000000000', good],
    ] as const) {
      const res = await verify(channelId, query);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('"1"');
    }
  });

  it.each([
    ['unsigned', { unsigned: true }],
    ['signed with another app secret', { secret: 'another-secret' }],
  ])('refuses a delivery %s with 401 and stores nothing', async (_name, options) => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-unsigned`);
    const res = await postDelivery(app, bot, delivery(bot, [textMessage('hello')]), options);
    expect(res.status).toBe(401);
    const conversations = await app.request<{ data: unknown[] }>(
      'GET',
      `/v1/bots/${bot.botId}/conversations`,
      { key: team.key },
    );
    expect(conversations.body.data).toEqual([]);
  });
});

describe('whatsapp messages', () => {
  it("answers a text message to the user's number, naming the user from the contact", async () => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-text`);
    const res = await postDelivery(app, bot, delivery(bot, [textMessage('hola')]));
    expect(res.status).toBe(200);
    const sent = await backend.requests.waitFor((r) => r.path === '/wa-text');
    expect(sent.body).toMatchObject({
      messages: [{ role: 'user', content: 'hola' }],
      user: { id: '4915112345678', name: 'Ada', platform: 'whatsapp' },
    });
    const reply = await whatsapp.sent.waitFor(
      (s) => textTo('4915112345678', 'echo: hola')(s) && s.phoneNumberId === bot.phoneNumberId,
    );
    expect(reply).toMatchObject({ phoneNumberId: bot.phoneNumberId, token: bot.accessToken });
    expect(reply.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
    });
  });

  it('ignores statuses, unsupported types and other numbers, answering the one text once', async () => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-mixed`);
    const statuses = delivery(bot, [], {
      statuses: [{ id: 'wamid.out1', status: 'read', recipient_id: '4915112345678' }],
    });
    const other = delivery({ phoneNumberId: '1' }, [textMessage('not ours')]);
    const sticker = delivery(bot, [
      { from: '4915112345678', id: freshWamid(), type: 'sticker', sticker: { id: 's1' } },
    ]);
    const text = delivery(bot, [textMessage('real one', '4915100000002')]);
    for (const body of [statuses, other, sticker, text, text]) {
      expect((await postDelivery(app, bot, body)).status).toBe(200);
    }
    await whatsapp.sent.waitFor(textTo('4915100000002', 'echo: real one'));
    await postDelivery(app, bot, delivery(bot, [textMessage('after', '4915100000002')]));
    await whatsapp.sent.waitFor(textTo('4915100000002', 'echo: after'));
    expect(backend.requests.all.filter((r) => r.path === '/wa-mixed')).toHaveLength(2);
  });

  it('downloads an image through the media endpoint and hands it to the backend as a service URL', async () => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-image`);
    whatsapp.addMedia('media1', PNG, 'image/png');
    const image = {
      from: '4915100000003',
      id: freshWamid(),
      type: 'image',
      image: { id: 'media1', mime_type: 'image/png', sha256: 'x', caption: 'look' },
    };
    await postDelivery(app, bot, delivery(bot, [image]));
    const sent = await backend.requests.waitFor((r) => r.path === '/wa-image');
    const content = (
      sent.body.messages as Array<{
        content: Array<{ type: string; text?: string; image_url?: { url: string } }>;
      }>
    )[0]!.content;
    expect(content[0]).toEqual({ type: 'text', text: 'look' });
    const url = String(content[1]!.image_url?.url);
    expect(url).not.toContain(bot.accessToken);
    const file = await fetch(`${app.baseUrl}${new URL(url).pathname}`);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    expect(new URL(url).pathname).toMatch(/\.png$/);
  });

  it('sends a long reply as several messages within the limit', async () => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-long`);
    const long = `${'a'.repeat(4000)} ${'b'.repeat(4000)} ${'c'.repeat(100)}`;
    backend.on('/wa-long', { kind: 'reply', body: { content: long } });
    await postDelivery(app, bot, delivery(bot, [textMessage('long', '4915100000004')]));
    await whatsapp.sent.waitFor(textTo('4915100000004'), 3);
    const parts = whatsapp.sent.all
      .filter(textTo('4915100000004'))
      .map((s) => (s.body.text as { body: string }).body);
    expect(parts.map((p) => p.length <= 4096)).toEqual([true, true, true]);
    expect(parts.join('') === long).toBe(true);
  });

  it('uploads reply files and sends a PNG as an image and a PDF as a document', async () => {
    backend.serveFile('/wa/chart.png', { body: PNG, mimeType: 'image/png' });
    backend.serveFile('/wa/report.pdf', {
      body: Buffer.from('%PDF-1.4'),
      mimeType: 'application/pdf',
    });
    backend.on('/wa-files', {
      kind: 'reply',
      body: {
        content: 'files',
        attachments: [
          servedAttachment(backend, '/wa/chart.png', 'image/png'),
          servedAttachment(backend, '/wa/report.pdf', 'application/pdf'),
        ],
      },
    });
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-files`);
    await postDelivery(app, bot, delivery(bot, [textMessage('files please', '4915100000005')]));
    const image = await whatsapp.sent.waitFor(
      (s) => s.body.to === '4915100000005' && s.body.type === 'image',
    );
    const document = await whatsapp.sent.waitFor(
      (s) => s.body.to === '4915100000005' && s.body.type === 'document',
    );
    const imageId = (image.body.image as { id: string }).id;
    const upload = whatsapp.uploads.all.find((u) => u.id === imageId)!;
    expect(upload.bytes).toEqual(PNG);
    expect(document.body.document).toMatchObject({ filename: 'report.pdf' });
  });

  it("waits out Meta's 429 and delivers the reply", async () => {
    const bot = await whatsappBot(app, whatsapp, team.key, `${backend.url}/wa-429`);
    whatsapp.rateLimit(0, 2);
    await postDelivery(app, bot, delivery(bot, [textMessage('busy', '4915100000006')]));
    await whatsapp.sent.waitFor(textTo('4915100000006', 'echo: busy'));
  });
});
