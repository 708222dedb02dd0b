import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { engineNames, uniqueName } from './support/engines.js';
import { useStore } from './support/store-fixture.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(engineNames())('%s store: blobs beside the records', (engine) => {
  const db = useStore(engine);

  it('gives back exactly the bytes put, across several GridFS-sized chunks, and forgets them on delete', async () => {
    const blobs = db.store.blobs(uniqueName('blobs'));
    const bytes = randomBytes(700 * 1024);
    await blobs.put('team_01x/wsf_1', bytes);
    expect((await blobs.get('team_01x/wsf_1'))?.equals(bytes)).toBe(true);
    const stream = await blobs.open('team_01x/wsf_1');
    expect(stream && (await readAll(stream)).equals(bytes)).toBe(true);
    await blobs.delete('team_01x/wsf_1');
    expect(await blobs.get('team_01x/wsf_1')).toBeNull();
    expect(await blobs.open('team_01x/wsf_1')).toBeNull();
  });

  it('keeps an empty blob apart from a missing one, and deleting a missing key is no error', async () => {
    const blobs = db.store.blobs(uniqueName('blobs'));
    await blobs.put('file_empty', Buffer.alloc(0));
    expect((await blobs.get('file_empty'))?.length).toBe(0);
    expect(await blobs.get('file_none')).toBeNull();
    await expect(blobs.delete('file_none')).resolves.toBeUndefined();
  });

  it('takes a temporary file in with putFile and removes it', async () => {
    const blobs = db.store.blobs(uniqueName('blobs'));
    const bytes = randomBytes(300 * 1024);
    const temp = await blobs.tempPath();
    await writeFile(temp, bytes);
    await blobs.putFile('file_01abc', temp);
    expect(existsSync(temp)).toBe(false);
    expect((await blobs.get('file_01abc'))?.equals(bytes)).toBe(true);
  });

  it('removes the temporary file when putFile cannot store it, and stores nothing', async () => {
    const blobs = db.store.blobs(uniqueName('blobs'));
    await blobs.put('file_taken', Buffer.from('first'));
    const temp = await blobs.tempPath();
    await writeFile(temp, 'second');
    // On disk a second write replaces the file; in GridFS the id is taken. Either way the temp goes.
    await blobs.putFile('file_taken', temp).catch(() => undefined);
    expect(existsSync(temp)).toBe(false);
    expect(['first', 'second']).toContain((await blobs.get('file_taken'))?.toString());
    await expect(blobs.putFile('file_gone', `${temp}.missing`)).rejects.toThrow();
    expect(await blobs.get('file_gone')).toBeNull();
  });

  it('shows every store opened on the same database the same blobs', async () => {
    const name = uniqueName('blobs');
    const other = await db.harness.open();
    try {
      await db.store.blobs(name).put('file_shared', Buffer.from('shared bytes'));
      expect((await other.blobs(name).get('file_shared'))?.toString()).toBe('shared bytes');
      await other.blobs(name).delete('file_shared');
      expect(await db.store.blobs(name).get('file_shared')).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('keeps keys that are not ids inside its own storage', async () => {
    const blobs = db.store.blobs(uniqueName('blobs'));
    await blobs.put('../../escape', Buffer.from('x'));
    expect((await blobs.get('../../escape'))?.toString()).toBe('x');
    expect(await blobs.get('escape')).toBeNull();
  });

  it('refuses a name that is not lower snake case', () => {
    expect(() => db.store.blobs('../files')).toThrow(TypeError);
  });
});
