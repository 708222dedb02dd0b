/**
 * Blobs in GridFS (the MongoDB engine's blob store: bucket `<name>`, collections `<name>.files`
 * and `<name>.chunks`), so every process on the database reads the same bytes. A blob's key is
 * its GridFS file id. GridFS writes the chunks first and the file document last, so a blob
 * exists only once it is whole; a failed write removes the chunks it wrote.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { type mongo } from 'mongoose';
import type { BlobStore } from '../blobs.js';
import type { InFlight } from './in-flight.js';

export class GridFsBlobStore implements BlobStore {
  private readonly bucket: mongo.GridFSBucket;
  private readonly chunks: mongo.Collection;

  constructor(
    db: mongo.Db,
    name: string,
    private readonly writes: InFlight,
    /** The bucket's index creation (MongoStore.blobs): uploads wait for it. */
    private readonly ready: Promise<void> = Promise.resolve(),
  ) {
    this.bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: name });
    this.chunks = db.collection(`${name}.chunks`);
  }

  put(key: string, bytes: Buffer): Promise<void> {
    return this.writes.track(this.upload(key, Readable.from([bytes])));
  }

  async putFile(key: string, filePath: string): Promise<void> {
    try {
      await this.writes.track(this.upload(key, createReadStream(filePath)));
    } finally {
      await rm(filePath, { force: true });
    }
  }

  /** Temporary files are local to this process: only the stored blob is shared. */
  async tempPath(): Promise<string> {
    return path.join(tmpdir(), `switchboard-blob-${randomBytes(12).toString('hex')}.part`);
  }

  async get(key: string): Promise<Buffer | null> {
    const stream = await this.open(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<Readable | null> {
    const [file] = await this.bucket.find({ _id: fileId(key) }, { limit: 1 }).toArray();
    return file ? this.bucket.openDownloadStream(fileId(key)) : null;
  }

  delete(key: string): Promise<void> {
    return this.writes.track(
      this.bucket.delete(fileId(key)).catch((error: unknown) => {
        // Chunks a crash left behind without their file document go as well.
        if (!isFileNotFound(error)) throw error;
        return this.chunks.deleteMany({ files_id: key }).then(() => undefined);
      }),
    );
  }

  private async upload(key: string, source: Readable): Promise<void> {
    await this.ready;
    const target = this.bucket.openUploadStreamWithId(fileId(key), key);
    try {
      await pipeline(source, target);
    } catch (error) {
      // The chunks written so far go; not on a taken key, whose chunks are the other blob's.
      if (!isDuplicateKey(error)) await target.abort().catch(() => undefined);
      throw error;
    }
  }
}

/** GridFS takes any value as a file id; the driver's types only name ObjectId. */
function fileId(key: string): mongo.ObjectId {
  return key as unknown as mongo.ObjectId;
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof mongoose.mongo.MongoServerError && error.code === 11000;
}

function isFileNotFound(error: unknown): boolean {
  return error instanceof mongoose.mongo.MongoRuntimeError && /File not found/i.test(error.message);
}
