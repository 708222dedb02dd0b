import { describe, expect, it } from '@jest/globals';
import { newId } from '@switchboard/kit/ids';
import {
  createIntegrationBody,
  toPublicIntegration,
  updateIntegrationBody,
} from './integration.js';

const required = { name: 'GPT backend', webhook_url: 'https://ai.example.com/reply' };

function paths(input: unknown): string[] {
  const result = createIntegrationBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('createIntegrationBody', () => {
  it.each(['Content-Type', 'user-agent', 'X-Bot-ID', 'X-Integration-ID', 'X-Conversation-ID'])(
    'refuses a stored %s header, which the relay sets itself',
    (name) => {
      expect(paths({ ...required, headers: { [name]: 'v' } })).toEqual([`headers.${name}`]);
    },
  );

  it('applies the documented defaults', () => {
    expect(createIntegrationBody.parse(required)).toEqual({
      ...required,
      headers: {},
      timeout: 30,
      weight: 1,
      fallback: false,
      enabled: true,
    });
  });

  it('requires name and webhook_url', () => {
    expect(paths({})).toEqual(['name', 'webhook_url']);
  });

  it.each([
    ['timeout', 0],
    ['timeout', 121],
    ['weight', -1],
    ['weight', 1001],
    ['weight', '5'],
    ['fallback', 'yes'],
    ['webhook_url', 'ftp://example.com'],
    ['headers', { 'X Bad': 'x' }],
  ])('rejects %s = %j', (field, value) => {
    const issues = paths({ ...required, [field]: value });
    expect(issues.length).toBe(1);
    expect(issues[0]?.startsWith(field)).toBe(true);
  });

  it.each([
    ['timeout', 1],
    ['timeout', 120],
    ['weight', 0],
    ['weight', 1000],
  ])('accepts %s = %j', (field, value) => {
    expect(paths({ ...required, [field]: value })).toEqual([]);
  });

  it('applies no defaults on update', () => {
    expect(updateIntegrationBody.parse({ weight: 5 })).toEqual({ weight: 5 });
  });
});

describe('toPublicIntegration', () => {
  it('masks header values and hides the team', () => {
    const now = new Date().toISOString();
    const view = toPublicIntegration({
      id: newId('integration'),
      bot_id: newId('bot'),
      team_id: newId('team'),
      ...createIntegrationBody.parse({
        ...required,
        headers: { Authorization: 'Bearer backend-token-5678' },
      }),
      created_at: now,
      updated_at: now,
    });
    expect(view.headers).toEqual({ Authorization: '********5678' });
    expect(view).not.toHaveProperty('team_id');
  });
});
