import { describe, expect, it } from '@jest/globals';
import { openStore } from '@switchboard/store/open-store';
import { storeLocation } from '@switchboard/store/store-config';
import { teamScope, type DocumentStore } from '@switchboard/store/port';
import { ApiKeyService } from '../../src/api-keys/api-key.service.js';
import { TeamService } from '../../src/teams/team.service.js';
import { useApp, useTeam } from '@switchboard/testing/api/use-app';

// The API remembers the keys it has checked only until another process writes to the store, so
// a key revoked or created by another API process, or the admin CLI, counts on the next request.
const app = useApp();
const team = useTeam(app);

/** Another process's view of the same store: its own connection (or client), its own services. */
async function otherProcess(): Promise<{ store: DocumentStore; apiKeys: ApiKeyService }> {
  const store = await openStore({
    ...storeLocation(app.config),
    logger: app.logger,
    clock: () => new Date(),
  });
  const apiKeys = new ApiKeyService(
    store,
    new TeamService(store, app.clock),
    app.clock,
    app.logger,
  );
  return { store, apiKeys };
}

describe('API keys across processes', () => {
  it('refuses a key on the very next request after another process revokes it', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await app.request('GET', '/v1/bots', { key: team.key })).status).toBe(200);
    }
    const other = await otherProcess();
    try {
      await other.apiKeys.revoke(teamScope(team.team.id), team.apiKey.id);
      const refused = await app.request('GET', '/v1/bots', { key: team.key });
      expect(refused.status).toBe(401);
    } finally {
      await other.store.close();
    }
  });

  it('accepts a key another process has just created', async () => {
    const other = await otherProcess();
    try {
      const created = await other.apiKeys.create(team.team.id, 'made elsewhere');
      expect((await app.request('GET', '/v1/bots', { key: created.key })).status).toBe(200);
    } finally {
      await other.store.close();
    }
  });
});
