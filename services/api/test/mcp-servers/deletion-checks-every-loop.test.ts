import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentLoopRecord } from '@switchboard/contracts/agent-loop';
import { createMcpServerBody } from '@switchboard/contracts/mcp-server';
import { ConflictError } from '@switchboard/kit/errors';
import { createLogger } from '@switchboard/kit/logger';
import {
  teamScope,
  withId,
  type BaseRecord,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
} from '@switchboard/store/port';
import { AGENT_LOOPS_COLLECTION } from '../../src/agent-loops/agent-loop.repository.js';
import { McpServerService } from '../../src/mcp-servers/mcp-server.service.js';
import { openTestStore, removeTestData } from '@switchboard/store/testing/test-store';

// The scan for loops naming a tool server pages after the last id seen, not by offset: loops
// deleted while it runs would shift later loops into pages already read, and one naming the
// server would be missed (and the server deleted under it).

const TEAM = 'team_scan';
const scope = { teamId: TEAM } as const;
let dataDir: string;
let store: DocumentStore;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sb-loop-scan-'));
  const logger = createLogger({ name: 'loop-scan-test', level: 'silent', destination: 'stderr' });
  store = await openTestStore({ dataDir, logger });
});

afterAll(async () => {
  await store.close();
  await removeTestData(dataDir);
});

function loopRecord(index: number, mcpServers: string[]): AgentLoopRecord {
  // Only the fields the scan reads matter; the store keeps whatever record it is given.
  return {
    id: `loop_scan${String(index).padStart(5, '0')}`,
    team_id: TEAM,
    created_at: '2026-01-01T00:00:00.000Z',
    mcp_servers: mcpServers,
  } as unknown as AgentLoopRecord;
}

/** The store, with the loops collection deleting `count` loops of the first page once it is read. */
function deletingAfterFirstRead(count: number): DocumentStore {
  return {
    collection<T extends BaseRecord>(spec: CollectionSpec): Collection<T> {
      const real = store.collection<T>(spec);
      if (spec !== AGENT_LOOPS_COLLECTION) return real;
      let reads = 0;
      // A subclass-free wrapper: every call goes to the real collection, find also deletes once.
      return new Proxy(real, {
        get(target, property, receiver) {
          if (property !== 'find') return Reflect.get(target, property, receiver) as unknown;
          return async (...args: Parameters<Collection<T>['find']>) => {
            const found = await target.find(...args);
            reads += 1;
            if (reads === 1) {
              const gone = found.slice(0, count).map((loop) => loop.id);
              await target.deleteMany(args[0], withId({ $in: gone }));
            }
            return found;
          };
        },
      });
    },
    blobs: (name) => store.blobs(name),
    incrementCounter: (key, expiresAt) => store.incrementCounter(key, expiresAt),
    writeTogether: (steps) => store.writeTogether(steps),
    ready: () => store.ready(),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

describe('McpServerService.delete scanning loops', () => {
  it('still finds a loop naming the server when loops are deleted during the scan', async () => {
    const service = new McpServerService({
      store: deletingAfterFirstRead(10),
      clock: { now: () => new Date('2026-01-01T00:00:00Z') },
      urlPolicy: { allowPrivateNetwork: false },
      secretReferences: { assertExist: () => Promise.resolve() },
    });
    const server = await service.create(
      { teamId: TEAM, scope: teamScope(TEAM) },
      createMcpServerBody.parse({ name: 'Scanned', url: 'https://tools.example.com/mcp' }),
    );
    const loops = store.collection<AgentLoopRecord>(AGENT_LOOPS_COLLECTION);
    // The user sits just past the first page of 200, where offset paging skips after 10 deletes.
    for (let i = 0; i < 260; i += 1)
      await loops.insert(loopRecord(i, i === 205 ? [server.id] : ['http']));

    const refused = await service.delete(scope, server.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).details).toEqual({
      agent_loop_ids: [loopRecord(205, []).id],
      agent_loop_count: 1,
    });
    await expect(service.get(scope, server.id)).resolves.toMatchObject({ id: server.id });
  });
});
