/**
 * Stored files: user photos and documents from messaging platforms and attachments of backend
 * replies, served by the service at unguessable URLs under PUBLIC_BASE_URL
 * (`/files/{id}/{token}/{filename}`), so a backend can fetch them without any platform credential
 * (a Telegram bot token never leaves the service). Their bytes are the store's `files` blobs:
 * under `DATA_DIR/files` on SQLite, in GridFS on MongoDB, where any API process serves any file.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { idOf } from '@switchboard/contracts/common';
import { NotFoundError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import { sameSecret } from '@switchboard/kit/same-secret';
import type { Download } from '@switchboard/kit/http/types';
import type { BlobStore } from '@switchboard/store/blobs';
import {
  ALL_TEAMS,
  type BaseRecord,
  type Collection,
  type DocumentStore,
  type Scope,
} from '@switchboard/store/port';
import type { Clock } from '../clock.js';

/** The store's blob store holding the files' bytes, one blob per file id. */
export const FILE_BLOBS = 'files';
const TOKEN_BYTES = 24;
/** Extensions for the media types a made-up name may need to follow. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
};
const FILENAME_MAX = 200;

export interface StoredFileRecord extends BaseRecord {
  filename: string;
  mime_type: string;
  size: number;
  /** Random secret in the URL; the id alone does not open a file. */
  token: string;
  /** The bot and conversation the file was kept for (absent on files stored before). */
  bot_id?: string;
  conversation_id?: string;
}

/**
 * The conversation a file is kept for. Deleting another conversation or bot leaves the file alone,
 * even if one of its messages lists the file's URL.
 */
export interface FileOwner {
  botId: string;
  conversationId: string;
}

/** Whose files a deletion is for: the fields a file's record must not contradict. */
export type FileOwnerFilter = Partial<Pick<StoredFileRecord, 'bot_id' | 'conversation_id'>>;

export interface StoredFile {
  id: string;
  url: string;
  filename: string;
  mimeType: string;
  size: number;
}

export interface FileStoreOptions {
  store: DocumentStore;
  publicBaseUrl: string;
  clock: Clock;
}

/** The files' bytes in the store's blob store plus their metadata records. */
export class FileStore {
  private readonly records: Collection<StoredFileRecord>;
  private readonly blobs: BlobStore;

  constructor(private readonly options: FileStoreOptions) {
    this.records = options.store.collection<StoredFileRecord>({ name: 'files' });
    this.blobs = options.store.blobs(FILE_BLOBS);
  }

  /**
   * Runs `fetch` to write a file to a temporary path, then keeps it under a new id. A failed
   * fetch or store leaves nothing behind; the bytes are stored before the record that serves them. The download's media type wins over `fallback.mimeType`. With
   * `extensionByType` (a name the service made up, such as `photo-12.jpg`), the name's extension
   * follows the media type the bytes turned out to have. `owner` is recorded on the file.
   */
  async keep(
    teamId: string,
    fallback: { filename: string; mimeType?: string; extensionByType?: boolean },
    fetch: (tempPath: string) => Promise<Download>,
    owner?: FileOwner,
  ): Promise<StoredFile> {
    const id = newId('file');
    const temp = await this.blobs.tempPath();
    let download: Download;
    try {
      download = await fetch(temp);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await this.blobs.putFile(id, temp);
    const mimeType =
      download.mimeType === 'application/octet-stream' && fallback.mimeType
        ? fallback.mimeType
        : download.mimeType;
    const record = await this.insertRecord({
      id,
      team_id: teamId,
      filename: safeFilename(
        fallback.extensionByType
          ? withExtensionOf(fallback.filename, mimeType)
          : fallback.filename || download.filename || 'file',
      ),
      mime_type: mimeType,
      size: download.size,
      token: randomBytes(TOKEN_BYTES).toString('base64url'),
      ...(owner ? { bot_id: owner.botId, conversation_id: owner.conversationId } : {}),
      created_at: this.options.clock.now().toISOString(),
    });
    return this.describe(record);
  }

  /** A stored file's bytes with its name and type, to send it on to a messaging platform. */
  async load(file: StoredFile): Promise<{ bytes: Buffer; filename: string; mimeType: string }> {
    const bytes = await this.blobs.get(file.id);
    if (!bytes) throw new NotFoundError('file', file.id);
    return { bytes, filename: file.filename, mimeType: file.mimeType };
  }

  /**
   * A stored file's bytes as a stream, or null once they are gone (a delete that has not yet
   * removed the record: gone all the same).
   */
  openBytes(file: StoredFile): Promise<Readable | null> {
    return this.blobs.open(file.id);
  }

  /** The file for a URL's id and token, or null when either is wrong. */
  async open(id: string, token: string): Promise<StoredFile | null> {
    if (!/^file_[0-9a-z]{26}$/.test(id)) return null;
    const record = await this.records.findById(ALL_TEAMS, id);
    if (!record || !sameSecret(record.token, token)) return null;
    return this.describe(record);
  }

  /** The file behind one of this service's file URLs, or null for any other URL. */
  async fromUrl(url: string): Promise<StoredFile | null> {
    const ref = this.parseUrl(url);
    return ref ? this.open(ref.id, ref.token) : null;
  }

  /**
   * Deletes the files behind these URLs that belong to `scope` (their conversation or bot is being
   * deleted) and to `of`: a file kept for another bot or conversation stays. Other URLs are
   * ignored. Bytes go before the record, so a delete interrupted in between is finished by the
   * next one, and the URL stops working either way (the route answers 404 for a record whose
   * bytes are gone).
   */
  async deleteByUrls(
    scope: Scope,
    urls: Iterable<string>,
    of: FileOwnerFilter = {},
  ): Promise<number> {
    let deleted = 0;
    for (const url of new Set(urls)) {
      const ref = this.parseUrl(url);
      if (!ref || !idOf('file').safeParse(ref.id).success) continue;
      const record = await this.records.findById(scope, ref.id);
      if (!record || !sameSecret(record.token, ref.token) || !ownedBy(record, of)) continue;
      await this.blobs.delete(record.id);
      deleted += await this.records.deleteMany(scope, { id: record.id });
    }
    return deleted;
  }

  private parseUrl(url: string): { id: string; token: string } | null {
    const prefix = `${this.options.publicBaseUrl}/files/`;
    if (!url.startsWith(prefix)) return null;
    const [id, token] = url.slice(prefix.length).split('/');
    return id && token ? { id, token } : null;
  }

  private describe(record: StoredFileRecord): StoredFile {
    const name = encodeURIComponent(record.filename);
    return {
      id: record.id,
      url: `${this.options.publicBaseUrl}/files/${record.id}/${record.token}/${name}`,
      filename: record.filename,
      mimeType: record.mime_type,
      size: record.size,
    };
  }

  /** Inserts a new file's record; its bytes go again when that fails. */
  private async insertRecord(record: StoredFileRecord): Promise<StoredFileRecord> {
    try {
      return await this.records.insert(record);
    } catch (error) {
      await this.blobs.delete(record.id).catch(() => undefined);
      throw error;
    }
  }
}

/** False when the file was recorded as kept for another bot or conversation than `of` names. */
function ownedBy(record: StoredFileRecord, of: FileOwnerFilter): boolean {
  return (['bot_id', 'conversation_id'] as const).every(
    (field) =>
      record[field] === undefined || of[field] === undefined || record[field] === of[field],
  );
}

/** `name` with the extension of `mimeType` (unchanged for a type without a known extension). */
function withExtensionOf(name: string, mimeType: string): string {
  const extension = EXTENSIONS[mimeType];
  if (!extension) return name;
  return `${name.slice(0, name.length - path.extname(name).length)}${extension}`;
}

/** A name safe in a URL segment and a Content-Disposition header. */
function safeFilename(name: string): string {
  const base = path
    .basename(name)
    .replace(/[^\w.\- ]+/g, '_')
    .trim();
  return (base || 'file').slice(0, FILENAME_MAX);
}
