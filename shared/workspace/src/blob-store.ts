/**
 * Where workspace file bytes live. Records (path, size, hash) are in the document store; bytes are
 * kept apart under an opaque key, one key per file version, so a new version never overwrites the
 * bytes a reader may be streaming and a failed write leaves the old version whole.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  ALL_TEAMS,
  type BaseRecord,
  type Collection,
  type DocumentStore,
} from '@switchboard/store/port';

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

/** One piece of a blob kept as a record (GridFS's layout: a blob is its ordered chunks). */
interface BlobChunkRecord extends BaseRecord {
  blob: string;
  n: number;
  /** Base64 of the chunk's bytes. */
  data: string;
}

/** Bytes per chunk record: far under MongoDB's 16 MB document limit, few records per file. */
const CHUNK_BYTES = 255 * 1024;

/**
 * Blobs as chunk records in the document store, for MongoDB deployments: every API and runner
 * process on the database sees the same bytes, with no shared disk. A blob's chunks are written
 * before its file record points at it and removed after the record stops pointing at it, so a
 * reader never meets half a blob.
 */
export class ChunkedBlobStore implements BlobStore {
  private readonly chunks: Collection<BlobChunkRecord>;

  constructor(store: DocumentStore) {
    this.chunks = store.collection<BlobChunkRecord>({
      name: 'workspace_blob_chunks',
      indexes: [
        {
          fields: [
            ['blob', 1],
            ['n', 1],
          ],
        },
      ],
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const teamId = key.split('/')[0] ?? '';
    const now = new Date().toISOString();
    try {
      for (let n = 0, offset = 0; offset < bytes.length || n === 0; n += 1, offset += CHUNK_BYTES) {
        await this.chunks.insert({
          id: `${key}#${n}`,
          team_id: teamId,
          blob: key,
          n,
          data: bytes.subarray(offset, offset + CHUNK_BYTES).toString('base64'),
          created_at: now,
        });
      }
    } catch (error) {
      await this.delete(key);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const chunks = await this.chunks.find(ALL_TEAMS, { blob: key }, { sort: [['n', 1]] });
    if (chunks.length === 0) return null;
    return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.data, 'base64')));
  }

  async delete(key: string): Promise<void> {
    await this.chunks.deleteMany(ALL_TEAMS, { blob: key });
  }
}
