/**
 * Blobs as files under one directory (the SQLite engine's blob store: `DATA_DIR/<name>`). A file
 * is written beside its final name and renamed into place, so a reader never opens half of one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStore } from './blobs.js';

/** A key segment that is safe as a path segment as it is (ids such as `team_01h...`, `file_01h...`). */
const PLAIN_SEGMENT = /^[0-9a-z_]+$/;

export class DiskBlobStore implements BlobStore {
  private readonly made = new Map<string, Promise<unknown>>();

  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = await this.prepare(key);
    const temp = `${target}.part`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  }

  async putFile(key: string, filePath: string): Promise<void> {
    try {
      const target = await this.prepare(key);
      await rename(filePath, target).catch(async (error: NodeJS.ErrnoException) => {
        // A file on another file system cannot be renamed here: copied beside, then renamed.
        if (error.code !== 'EXDEV') throw error;
        await copyFile(filePath, `${target}.part`);
        await rename(`${target}.part`, target);
      });
    } finally {
      await rm(filePath, { force: true });
    }
  }

  async tempPath(): Promise<string> {
    await this.folder(this.dir);
    return path.join(this.dir, `${randomBytes(12).toString('hex')}.part`);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch(nullWhenMissing);
  }

  async open(key: string): Promise<Readable | null> {
    const handle = await open(this.pathOf(key)).catch(nullWhenMissing);
    return handle ? handle.createReadStream() : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private async prepare(key: string): Promise<string> {
    const target = this.pathOf(key);
    await this.folder(path.dirname(target));
    return target;
  }

  private async folder(dir: string): Promise<void> {
    let made = this.made.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      this.made.set(dir, made);
    }
    await made;
  }

  /**
   * Keys made of ids (`file_01h...`, `team_01h.../wsf_01h...`) are their own path; any other key is
   * hashed under `.hashed`, so no key can name a path outside the directory.
   */
  private pathOf(key: string): string {
    const segments = key.split('/');
    if (segments.every((segment) => PLAIN_SEGMENT.test(segment))) {
      return path.join(this.dir, ...segments);
    }
    return path.join(this.dir, '.hashed', createHash('sha256').update(key).digest('hex'));
  }
}

function nullWhenMissing(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}
