import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { createLogger, LOGGED_OBJECT_KEYS } from './logger.js';

const SECRET = 'sk-live-4f3e2d1c0b9a';

/** Logs `fields` through the kit logger and returns the one JSON line written. */
function logged(fields: Record<string, unknown>): string {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger({ name: 'logger-test', destination: sink });
  logger.info(fields, 'line');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

const SECRET_FIELDS = [
  'authorization',
  'headers',
  'api_key',
  'key',
  'secret',
  'callback_secret',
  'bot_token',
  'token',
  'password',
];

describe('createLogger redaction', () => {
  it.each(SECRET_FIELDS)('replaces a top-level %s', (field) => {
    const line = logged({ [field]: SECRET, channel_id: 'chn_1' });
    expect(line).not.toContain(SECRET);
    expect(JSON.parse(line)).toMatchObject({ [field]: '[redacted]', channel_id: 'chn_1' });
  });

  it.each(LOGGED_OBJECT_KEYS.flatMap((key) => SECRET_FIELDS.map((field) => [key, field])))(
    'replaces %s.%s',
    (key, field) => {
      const line = logged({ [key]: { [field]: SECRET, note: 'kept' } });
      expect(line).not.toContain(SECRET);
      expect(JSON.parse(line)[key]).toMatchObject({ [field]: '[redacted]', note: 'kept' });
    },
  );

  it('redacts the own fields of a logged Error, keeping its message and stack', () => {
    const error = Object.assign(new Error('upstream said no'), {
      headers: { authorization: SECRET },
      token: SECRET,
      config: { bot_token: SECRET, timeout_ms: 5 },
    });
    const line = logged({ err: error });
    expect(line).not.toContain(SECRET);
    const { err } = JSON.parse(line) as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      message: 'upstream said no',
      headers: '[redacted]',
      token: '[redacted]',
      config: { bot_token: '[redacted]', timeout_ms: 5 },
    });
    expect(err.stack).toEqual(expect.stringContaining('upstream said no'));
  });

  it("replaces a channel config's bot token and a logged request's headers", () => {
    const line = logged({
      config: { bot_token: SECRET, chat: 'kept' },
      req: {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SECRET}`,
          cookie: SECRET,
          'x-telegram-bot-api-secret-token': SECRET,
          'content-type': 'application/json',
        },
      },
    });
    expect(line).not.toContain(SECRET);
    expect(JSON.parse(line)).toMatchObject({
      config: { bot_token: '[redacted]', chat: 'kept' },
      req: { method: 'POST', headers: '[redacted]' },
    });
  });
});
