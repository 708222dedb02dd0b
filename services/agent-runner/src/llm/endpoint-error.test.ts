import { describe, expect, it } from '@jest/globals';
import { endpointErrorMessage, redactKeys } from './endpoint-error.js';

describe('endpointErrorMessage', () => {
  it('keeps the status of a 401/403 but none of the body, which may echo the key', () => {
    const body = { error: { message: 'Incorrect API key provided: sk-proj-****xyz9' } };
    const unauthorized = endpointErrorMessage(401, body, 'sk-proj-abcdefxyz9');
    expect(unauthorized).toBe(
      "HTTP 401 from the model endpoint: it did not accept the runner's credentials " +
        '(the operator should check LLM_API_KEY).',
    );
    const forbidden = endpointErrorMessage(403, 'key sk-proj-abcdefxyz9 lacks access');
    expect(forbidden).toMatch(/^HTTP 403 from the model endpoint: /);
    expect(forbidden).not.toMatch(/sk-proj|xyz9/);
  });

  it('keeps the message of other errors, with key-like strings redacted', () => {
    expect(endpointErrorMessage(400, { error: { message: 'model not found' } })).toBe(
      'HTTP 400 from the model endpoint: model not found',
    );
    expect(
      endpointErrorMessage(
        429,
        'quota of my-operator-key-1234 used; header Bearer abc.def; try sk_live_9f8e7d6c',
        'my-operator-key-1234',
      ),
    ).toBe(
      'HTTP 429 from the model endpoint: quota of [redacted] used; header Bearer [redacted]; try [redacted]',
    );
  });
});

describe('redactKeys', () => {
  it('leaves ordinary words alone', () => {
    expect(redactKeys('the skeleton key-value-store of task-force is down')).toBe(
      'the skeleton key-value-store of task-force is down',
    );
    expect(redactKeys('bad api_key-7f3a9b2c')).toBe('bad [redacted]');
  });
});
