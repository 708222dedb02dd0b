/**
 * Where workspace file bytes live. Records (path, size, hash) are in the document store; bytes are
 * kept apart under an opaque key, one key per file version, so a new version never overwrites the
 * bytes a reader may be streaming and a failed write leaves the old version whole.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export interface BlobStore {
  /** Stores `bytes` under `key`; durable when it resolves. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or null when none are stored. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Blobs as files under one directory (the SQLite default: `DATA_DIR/workspace`). */
export class DiskBlobStore implements BlobStore {
  private readonly made = new Map<string, Promise<unknown>>();

  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    const folder = path.dirname(target);
    let made = this.made.get(folder);
    if (!made) {
      made = mkdir(folder, { recursive: true });
      this.made.set(folder, made);
    }
    await made;
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

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are made by the workspace (`<team>/<version id>`); hashed so no key can name a path. */
  private pathOf(key: string): string {
    const [team = '', version = ''] = key.split('/');
    if (!/^team_[0-9a-z]+$/.test(team) || !/^[0-9a-z_]+$/.test(version)) {
      return path.join(this.dir, 'other', createHash('sha256').update(key).digest('hex'));
    }
    return path.join(this.dir, team, version);
  }
}
