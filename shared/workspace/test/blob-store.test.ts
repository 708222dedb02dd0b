import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { ChunkedBlobStore } from '../src/blob-store.js';
import { openWorkspace, type WorkspaceHarness } from './harness.js';

let h: WorkspaceHarness;
let blobs: ChunkedBlobStore;
beforeAll(async () => {
  h = await openWorkspace();
  blobs = new ChunkedBlobStore(h.store);
});
afterAll(() => h.close());

describe('ChunkedBlobStore (workspace bytes as records, for MongoDB deployments)', () => {
  it('gives back exactly the bytes put, across several chunks, and forgets them on delete', async () => {
    const bytes = randomBytes(700 * 1024);
    await blobs.put('team_01x/wsf_1', bytes);
    expect((await blobs.get('team_01x/wsf_1'))?.equals(bytes)).toBe(true);
    await blobs.delete('team_01x/wsf_1');
    expect(await blobs.get('team_01x/wsf_1')).toBeNull();
  });

  it('keeps an empty blob apart from a missing one', async () => {
    await blobs.put('team_01x/wsf_empty', Buffer.alloc(0));
    expect((await blobs.get('team_01x/wsf_empty'))?.length).toBe(0);
    expect(await blobs.get('team_01x/wsf_none')).toBeNull();
  });
});
