import { describe, expect, it } from '@jest/globals';
import { newId } from '@switchboard/kit/ids';
import { createChannelBody, toPublicChannel, type ChannelRecord } from './channel.js';

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0';

function paths(input: unknown): string[] {
  const result = createChannelBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('createChannelBody', () => {
  it('creates an api channel from its type alone', () => {
    expect(createChannelBody.parse({ type: 'api' })).toEqual({
      type: 'api',
      config: {},
      timeout: 60,
    });
  });

  it('requires a well-formed bot token for telegram', () => {
    expect(createChannelBody.parse({ type: 'telegram', config: { bot_token: TOKEN } })).toEqual({
      type: 'telegram',
      config: { bot_token: TOKEN },
      timeout: 60,
    });
    expect(paths({ type: 'telegram' })).toEqual(['config']);
    expect(paths({ type: 'telegram', config: { bot_token: 'nope' } })).toEqual([
      'config.bot_token',
    ]);
  });

  it.each([
    [{ type: 'sms' }, 'type'],
    [{}, 'type'],
    [{ type: 'api', config: { bot_token: TOKEN } }, 'config'],
    [{ type: 'api', timeout: 1 }, 'timeout'],
    [{ type: 'api', timeout: 301 }, 'timeout'],
    [{ type: 'api', status: 'disconnected' }, ''],
  ])('rejects %j at %s', (input, path) => {
    expect(paths(input)).toEqual([path]);
  });
});

describe('toPublicChannel', () => {
  it('masks the bot token and drops internal fields', () => {
    const now = new Date().toISOString();
    const record = {
      id: newId('channel'),
      bot_id: newId('bot'),
      team_id: newId('team'),
      type: 'telegram',
      name: 'Telegram',
      status: 'active',
      status_reason: null,
      disconnected_at: null,
      config: { bot_token: TOKEN },
      timeout: 60,
      created_at: now,
      updated_at: now,
      webhook_secret_token: 'internal',
    } satisfies ChannelRecord & { webhook_secret_token: string };
    const view = toPublicChannel(record);
    expect(view.config).toEqual({ bot_token: '********saw0' });
    expect(JSON.stringify(view)).not.toContain(TOKEN);
    expect(view).not.toHaveProperty('webhook_secret_token');
    expect(view).not.toHaveProperty('team_id');
  });
});
