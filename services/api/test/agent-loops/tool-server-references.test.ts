import { describe, expect, it } from '@jest/globals';
import type { ErrorResponse } from '@switchboard/testing/api/http';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';
import { expectFieldErrors } from '../resource-helpers.js';

// An `mcp_servers` entry that is neither an mcp_ id nor a built-in name gets a
// message naming both forms, so a mistyped built-in ("model_catalog") is easy to correct.

const app = useApp();
const team = useTeam(app);

describe('POST /v1/agent-loops mcp_servers entries', () => {
  it.each(['model_catalog', 'HTTP', 'mcp_short'])(
    'answers %s with a 422 that lists the built-in names',
    async (entry) => {
      const res = await app.request<ErrorResponse>('POST', '/v1/agent-loops', {
        key: team.key,
        body: { name: 'L', system_prompt: 's', user_message: 'u', mcp_servers: ['http', entry] },
      });
      expectFieldErrors(res, ['mcp_servers.1']);
      const [field] = res.body.error.details!.fields as { message: string }[];
      expect(field!.message).toContain('mcp_');
      expect(field!.message).toContain('http, model-catalog');
    },
  );

  it('accepts both built-ins', async () => {
    const res = await app.request('POST', '/v1/agent-loops', {
      key: team.key,
      body: {
        name: 'L',
        system_prompt: 's',
        user_message: 'u',
        mcp_servers: ['http', 'model-catalog'],
      },
    });
    expect(res.status).toBe(201);
  });
});
