import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { currentEngine, itExact } from '@switchboard/store/testing/exactness';
import { teamScope } from '@switchboard/store/port';
import type { BlobStore } from '@switchboard/store/blobs';
import { WORKSPACE_BLOBS } from '../src/workspace-config.js';
import { Workspace } from '../src/workspace.js';
import { openWorkspace, TEST_LIMITS, type WorkspaceHarness } from './harness.js';

const TEAM = 'team_01aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'team_01bbbbbbbbbbbbbbbbbbbbbbbb';
const text = (value: string) => Buffer.from(value, 'utf8');

/** Runs 20 calls at once: what the winners got, and the error codes of the others. */
async function twentyAtOnce<T>(call: (i: number) => Promise<T>) {
  const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => call(i)));
  return {
    won: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
    refused: results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { code?: string }).code] : [],
    ),
  };
}

let h: WorkspaceHarness;
beforeAll(async () => {
  h = await openWorkspace();
});
afterAll(() => h.close());

describe('Workspace', () => {
  it('writes, reads back and replaces a file, reporting created then replaced', async () => {
    const first = await h.workspace.write(TEAM, 'notes/a.md', text('# one'), {
      contentType: 'text/markdown',
    });
    expect(first.created).toBe(true);
    expect(first.file).toMatchObject({
      path: 'notes/a.md',
      size: 5,
      content_type: 'text/markdown',
    });
    const second = await h.workspace.write(TEAM, 'notes/a.md', text('# two!'));
    expect(second.created).toBe(false);
    const read = await h.workspace.read(TEAM, 'notes/a.md');
    expect(read.bytes.toString()).toBe('# two!');
    expect(read.file.sha256).toBe(second.file.sha256);
    expect(read.file.created_at).toBe(first.file.created_at);
  });

  it('normalises paths so one file has one name', async () => {
    await h.workspace.write(TEAM, 'norm//./x.txt', text('x'));
    expect((await h.workspace.info(TEAM, 'norm/x.txt'))?.path).toBe('norm/x.txt');
  });

  it.each([
    ['../escape.txt', '..'],
    ['/etc/passwd', 'leading /'],
    ['a/../../b', '..'],
    ['nul\u0000byte', 'control'],
    ['back\\slash', '\\'],
    ['a 513-character path', '512'],
    ['', 'empty'],
  ])('refuses the path %j with a validation error naming the problem', async (bad, words) => {
    const path = bad === 'a 513-character path' ? 'x'.repeat(513) : bad;
    await expect(h.workspace.write(TEAM, path, text('x'))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining(words),
    });
  });

  it('keeps teams apart: another team sees none of the files', async () => {
    await h.workspace.write(TEAM, 'private/secret.txt', text('mine'));
    expect(await h.workspace.info(OTHER, 'private/secret.txt')).toBeNull();
    await expect(h.workspace.read(OTHER, 'private/secret.txt')).rejects.toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
      details: { resource_type: 'workspace_file' },
    });
    expect((await h.workspace.list(OTHER, { page: 1, perPage: 50 })).total).toBe(0);
  });

  it('lists under a prefix in path order, paged', async () => {
    for (const name of ['r/c.md', 'r/a.md', 'r/b.md', 'rx.md']) {
      await h.workspace.write(TEAM, name, text(name));
    }
    const page = await h.workspace.list(TEAM, { prefix: 'r/', page: 1, perPage: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((f) => f.path)).toEqual(['r/a.md', 'r/b.md']);
    const next = await h.workspace.list(TEAM, { prefix: 'r/', page: 2, perPage: 2 });
    expect(next.items.map((f) => f.path)).toEqual(['r/c.md']);
  });

  it('honours If-Match: the current ETag or * writes, a stale one is a 412 and changes nothing', async () => {
    const { file } = await h.workspace.write(TEAM, 'cas.txt', text('v1'));
    await expect(
      h.workspace.write(TEAM, 'cas.txt', text('v2'), { ifMatch: '"0000"' }),
    ).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', details: { etag: `"${file.sha256}"` } });
    expect((await h.workspace.read(TEAM, 'cas.txt')).bytes.toString()).toBe('v1');
    await h.workspace.write(TEAM, 'cas.txt', text('v2'), { ifMatch: `"${file.sha256}"` });
    await h.workspace.write(TEAM, 'cas.txt', text('v3'), { ifMatch: '*' });
    await expect(
      h.workspace.write(TEAM, 'missing.txt', text('x'), { ifMatch: '*' }),
    ).rejects.toMatchObject({ code: 'PRECONDITION_FAILED' });
  });

  // A compare-and-swap on the record's revision: atomic on SQLite and MongoDB, read-modify-write
  // on FerretDB.
  itExact(
    'lets exactly one of two concurrent writers with the same If-Match win',
    currentEngine(),
    async () => {
      const { file } = await h.workspace.write(TEAM, 'race.txt', text('base'));
      const results = await Promise.allSettled(
        ['left', 'right'].map((body) =>
          h.workspace.write(TEAM, 'race.txt', text(body), { ifMatch: file.sha256 }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({
        code: 'PRECONDITION_FAILED',
      });
      const kept = (await h.workspace.read(TEAM, 'race.txt')).bytes.toString();
      expect(['left', 'right']).toContain(kept);
    },
  );

  // The If-Match that FerretDB 1.x lets up to 7 of 20 writers pass (its updates are
  // read-modify-write); exact where single-record updates are atomic.
  itExact(
    'lets exactly one of 20 concurrent writers with the same If-Match win; the others get a 412',
    currentEngine(),
    async () => {
      const { file } = await h.workspace.write(TEAM, 'race20.txt', text('base'));
      const { won, refused } = await twentyAtOnce((i) =>
        h.workspace.write(TEAM, 'race20.txt', text(`writer ${i}`), { ifMatch: file.sha256 }),
      );
      expect(won).toHaveLength(1);
      expect(refused).toEqual(Array(19).fill('PRECONDITION_FAILED'));
      const kept = await h.workspace.read(TEAM, 'race20.txt');
      expect(kept.file.sha256).toBe(won[0]!.file.sha256);
    },
  );

  it('deletes a file and gives its bytes back to the quota', async () => {
    await h.workspace.write(TEAM, 'gone.txt', text('12345'));
    const before = await h.workspace.usedBytes(TEAM);
    await h.workspace.delete(TEAM, 'gone.txt');
    expect(await h.workspace.usedBytes(TEAM)).toBe(before - 5);
    await expect(h.workspace.delete(TEAM, 'gone.txt')).rejects.toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
  });
});

describe('Workspace limits', () => {
  let q: WorkspaceHarness;
  const team = 'team_01cccccccccccccccccccccccc';
  beforeAll(async () => {
    q = await openWorkspace();
  });
  afterAll(() => q.close());

  it('refuses a file over the per-file limit with the numbers, storing nothing', async () => {
    await expect(q.workspace.write(team, 'big.bin', Buffer.alloc(1001))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      details: { size_bytes: 1001, limit_bytes: 1000 },
    });
    expect(await q.workspace.info(team, 'big.bin')).toBeNull();
  });

  // The quota FerretDB 1.x lets 20 concurrent writers overshoot (and whose count it leaves
  // wrong); exact where single-record updates are atomic.
  itExact(
    'admits exactly what fits of 20 concurrent writers, and the count equals the files’ sizes after',
    currentEngine(),
    async () => {
      const crowd = 'team_01dddddddddddddddddddddddd';
      const { won, refused } = await twentyAtOnce((i) =>
        q.workspace.write(crowd, `crowd/${i}.bin`, Buffer.alloc(400)),
      );
      expect(won).toHaveLength(6);
      expect(refused).toEqual(Array(14).fill('WORKSPACE_QUOTA_EXCEEDED'));
      expect(await q.workspace.usedBytes(crowd)).toBe(2400);
      expect(await q.workspace.recount(crowd)).toEqual({
        files: 6,
        used_bytes: 2400,
        counted_before: 2400,
      });
    },
  );

  itExact(
    'counts one file written by 20 concurrent writers as the size of the version that stayed, whoever gave up',
    currentEngine(),
    async () => {
      const crowd = 'team_01eeeeeeeeeeeeeeeeeeeeeeee';
      const { refused } = await twentyAtOnce((i) =>
        q.workspace.write(crowd, 'same.bin', Buffer.alloc(10 * (i + 1))),
      );
      // A writer that keeps losing the swap gives up with a 409 after its attempts.
      expect(refused).toEqual(Array(refused.length).fill('CONFLICT'));
      const kept = await q.workspace.info(crowd, 'same.bin');
      expect(await q.workspace.usedBytes(crowd)).toBe(kept?.size);
    },
  );

  it('counts a smaller version that lost the swap to another writer by the version that stayed', async () => {
    const team = 'team_01hhhhhhhhhhhhhhhhhhhhhhhh';
    await q.workspace.write(team, 'shrink.bin', Buffer.alloc(800));
    // Another writer stores a 300-byte version while this one stores its bytes, before its swap.
    let raced = false;
    const blobs = q.store.blobs(WORKSPACE_BLOBS);
    const put = async (key: string, bytes: Buffer) => {
      if (!raced) {
        raced = true;
        await q.workspace.write(team, 'shrink.bin', Buffer.alloc(300));
      }
      return blobs.put(key, bytes);
    };
    const racing = new Proxy(blobs, {
      get: (target, property) =>
        property === 'put' ? put : (Reflect.get(target, property) as unknown),
    }) as BlobStore;
    const writer = new Workspace({ store: q.store, blobs: racing, limits: TEST_LIMITS });
    await writer.write(team, 'shrink.bin', Buffer.alloc(100));
    expect(raced).toBe(true);
    expect((await q.workspace.info(team, 'shrink.bin'))?.size).toBe(100);
    expect(await q.workspace.usedBytes(team)).toBe(100);
  });

  it('recounts a team’s bytes from its files, repairing a count that went wrong', async () => {
    const drifted = 'team_01ffffffffffffffffffffffff';
    await q.workspace.write(drifted, 'a.bin', Buffer.alloc(700));
    await q.workspace.write(drifted, 'b/c.bin', Buffer.alloc(300));
    // What FerretDB 1.x's lost increments (or a process killed mid-write) leave behind.
    await q.store
      .collection<{ id: string; team_id: string; created_at: string; bytes: number }>({
        name: 'workspace_usage',
      })
      .updateOne(teamScope(drifted), { id: drifted }, { $set: { bytes: 2400 } });
    await expect(q.workspace.write(drifted, 'd.bin', Buffer.alloc(500))).rejects.toMatchObject({
      code: 'WORKSPACE_QUOTA_EXCEEDED',
    });

    expect(await q.workspace.recount(drifted)).toEqual({
      files: 2,
      used_bytes: 1000,
      counted_before: 2400,
    });
    expect(await q.workspace.usedBytes(drifted)).toBe(1000);
    await q.workspace.write(drifted, 'd.bin', Buffer.alloc(500));
    expect(await q.workspace.usedBytes(drifted)).toBe(1500);
  });

  it('recounts a team without files (or a count) as 0', async () => {
    expect(await q.workspace.recount('team_01gggggggggggggggggggggggg')).toEqual({
      files: 0,
      used_bytes: 0,
      counted_before: 0,
    });
  });

  it('fills the quota exactly, refuses one byte more, and counts a replacement by its difference', async () => {
    await q.workspace.write(team, 'a.bin', Buffer.alloc(1000));
    await q.workspace.write(team, 'b.bin', Buffer.alloc(1000));
    await q.workspace.write(team, 'c.bin', Buffer.alloc(500));
    expect(await q.workspace.usedBytes(team)).toBe(2500);
    await expect(q.workspace.write(team, 'd.bin', Buffer.alloc(1))).rejects.toMatchObject({
      code: 'WORKSPACE_QUOTA_EXCEEDED',
      details: { used_bytes: 2500, needed_bytes: 1, quota_bytes: 2500 },
    });
    expect(await q.workspace.info(team, 'd.bin')).toBeNull();
    // Shrinking a file frees space; growing it back within the quota is allowed.
    await q.workspace.write(team, 'c.bin', Buffer.alloc(100));
    expect(await q.workspace.usedBytes(team)).toBe(2100);
    await q.workspace.write(team, 'c.bin', Buffer.alloc(500));
    expect(await q.workspace.usedBytes(team)).toBe(2500);
  });
});
