/**
 * The team workspace: files the team's API users and agent loops share. A record per file
 * (path, size, type, hash, the key of its bytes) lives in the document store; the bytes live in
 * a BlobStore, one key per version. Writes are compare-and-swap on the record's revision, so two
 * writers never interleave: `If-Match` makes the loser fail with a 412, and without it the last
 * write wins whole. The team's byte count is reserved before any bytes are stored, so a write
 * over the quota stores nothing.
 */
import { createHash } from 'node:crypto';
import {
  normalizeWorkspacePath,
  WORKSPACE_DEFAULT_CONTENT_TYPE,
  type WorkspaceFile,
} from '@switchboard/contracts/workspace';
import { ConflictError, NotFoundError, ValidationError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import {
  teamScope,
  type BaseRecord,
  type Collection,
  type DocumentStore,
  type Filter,
  type Page,
} from '@switchboard/store/port';
import type { BlobStore } from '@switchboard/store/blobs';
import { PreconditionFailedError, WorkspaceFileTooLargeError } from './workspace-errors.js';
import { WorkspaceUsage } from './workspace-usage.js';

export interface WorkspaceFileRecord extends BaseRecord {
  path: string;
  size: number;
  content_type: string;
  sha256: string;
  /** BlobStore key of this version's bytes. */
  blob: string;
  /** Increases by one with every write; the compare-and-swap token. */
  revision: number;
  updated_at: string;
}

export interface WorkspaceLimits {
  /** Largest single file, in bytes. */
  fileMaxBytes: number;
  /** The team's quota in bytes (by its plan). */
  quotaBytes(teamId: string): Promise<number>;
}

export interface WorkspaceOptions {
  store: DocumentStore;
  blobs: BlobStore;
  limits: WorkspaceLimits;
  clock?: () => Date;
}

export interface WriteOptions {
  contentType?: string | undefined;
  /** An `If-Match` value: `*`, or one or more ETags (`"<sha256>"`, quotes optional). */
  ifMatch?: string | undefined;
}

/** What a recount found: the team's files, their bytes, and what the count said before. */
export interface WorkspaceRecount {
  files: number;
  used_bytes: number;
  counted_before: number;
}

export interface ListOptions {
  prefix?: string | undefined;
  page: number;
  perPage: number;
}

/** Concurrent writers without If-Match retry this often before giving up with a 409. */
const WRITE_ATTEMPTS = 5;
/** A read whose version was replaced between its record and its bytes reads again this often. */
const READ_ATTEMPTS = 5;
/** File records a recount reads per query. */
const RECOUNT_PAGE = 500;
// The highest code point: `prefix` + this bounds every string that starts with `prefix`.
const AFTER_PREFIX = '\u{10FFFF}';

export const WORKSPACE_FILES_COLLECTION = {
  name: 'workspace_files',
  indexes: [
    {
      fields: [
        ['team_id', 1],
        ['path', 1],
      ],
      unique: true,
    },
  ],
} as const;

export class Workspace {
  private readonly files: Collection<WorkspaceFileRecord>;
  private readonly usage: WorkspaceUsage;
  private readonly clock: () => Date;

  constructor(private readonly options: WorkspaceOptions) {
    this.files = options.store.collection<WorkspaceFileRecord>(WORKSPACE_FILES_COLLECTION);
    this.clock = options.clock ?? (() => new Date());
    this.usage = new WorkspaceUsage(options.store, this.clock);
  }

  /** One page of the team's files under `prefix`, in path order. */
  async list(teamId: string, options: ListOptions): Promise<Page<WorkspaceFile>> {
    const prefix = options.prefix ?? '';
    const filter: Filter =
      prefix === '' ? {} : { path: { $gte: prefix, $lt: prefix + AFTER_PREFIX } };
    const page = await this.files.findPage(teamScope(teamId), filter, {
      sort: [['path', 1]],
      page: options.page,
      perPage: options.perPage,
    });
    return { items: page.items.map(toView), total: page.total };
  }

  /** The file's metadata, or null when there is no such file. */
  async info(teamId: string, path: string): Promise<WorkspaceFile | null> {
    const record = await this.find(teamId, checkedPath(path));
    return record ? toView(record) : null;
  }

  /** The file and its bytes; throws NotFoundError (`workspace_file`) when there is none. */
  async read(teamId: string, path: string): Promise<{ file: WorkspaceFile; bytes: Buffer }> {
    const normalised = checkedPath(path);
    // A write may replace the version between reading the record and its bytes: read again.
    for (let attempt = 0; attempt < READ_ATTEMPTS; attempt += 1) {
      const record = await this.find(teamId, normalised);
      if (!record) break;
      const bytes = await this.options.blobs.get(record.blob);
      if (bytes) return { file: toView(record), bytes };
    }
    throw new NotFoundError('workspace_file', normalised);
  }

  /** Creates or replaces a file; `created` tells which. */
  async write(
    teamId: string,
    path: string,
    bytes: Buffer,
    options: WriteOptions = {},
  ): Promise<{ file: WorkspaceFile; created: boolean }> {
    const normalised = checkedPath(path);
    const { fileMaxBytes } = this.options.limits;
    if (bytes.length > fileMaxBytes)
      throw new WorkspaceFileTooLargeError(bytes.length, fileMaxBytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const contentType = options.contentType || WORKSPACE_DEFAULT_CONTENT_TYPE;
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const current = await this.find(teamId, normalised);
      checkPrecondition(normalised, options.ifMatch, current);
      const delta = bytes.length - (current?.size ?? 0);
      // A smaller version takes nothing now and gives its difference back once it is stored.
      const taken = await this.usage.reserve(teamId, delta, () =>
        this.options.limits.quotaBytes(teamId),
      );
      const blob = `${teamId}/${newId('workspaceFile')}`;
      let saved: WorkspaceFileRecord | null;
      try {
        await this.options.blobs.put(blob, bytes);
        saved = await this.save(teamId, normalised, current, { blob, sha256, contentType, bytes });
      } catch (error) {
        await this.usage.settle(teamId, -taken);
        await this.options.blobs.delete(blob);
        throw error;
      }
      if (saved) {
        if (current) await this.options.blobs.delete(current.blob);
        if (delta < 0) await this.usage.settle(teamId, delta);
        return { file: toView(saved), created: current === null };
      }
      // Another writer changed the file between our read and our swap: give back only what
      // was taken.
      await this.usage.settle(teamId, -taken);
      await this.options.blobs.delete(blob);
      if (options.ifMatch !== undefined) {
        checkPrecondition(normalised, options.ifMatch, await this.find(teamId, normalised));
      }
    }
    throw new ConflictError(`${normalised} is being written by others; try again.`);
  }

  /** Deletes a file; throws NotFoundError when there is none, PreconditionFailed on a mismatch. */
  async delete(teamId: string, path: string, options: { ifMatch?: string } = {}): Promise<void> {
    const normalised = checkedPath(path);
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt += 1) {
      const current = await this.find(teamId, normalised);
      if (!current) break;
      checkPrecondition(normalised, options.ifMatch, current);
      const scope = teamScope(teamId);
      const deleted = await this.files.deleteMany(scope, {
        id: current.id,
        revision: current.revision,
      });
      if (deleted === 0) continue;
      await this.usage.settle(teamId, -current.size);
      await this.options.blobs.delete(current.blob);
      return;
    }
    throw new NotFoundError('workspace_file', normalised);
  }

  /** Bytes the team's workspace holds. */
  usedBytes(teamId: string): Promise<number> {
    return this.usage.usedBytes(teamId);
  }

  /**
   * Sets the team's byte count to the sizes of its files, counted anew: repairs a count that went
   * wrong (a process that died between taking bytes and storing the file or giving them back, or
   * a server whose updates are not atomic, such as FerretDB 1.x). A write to the team's workspace
   * while it counts may leave the count off by that write's size: run it when the workspace is
   * quiet (or run it again).
   */
  async recount(teamId: string): Promise<WorkspaceRecount> {
    const scope = teamScope(teamId);
    let bytes = 0;
    let files = 0;
    let after: string | undefined;
    for (;;) {
      const filter: Filter = after === undefined ? {} : { path: { $gt: after } };
      const page = await this.files.find(scope, filter, {
        sort: [['path', 1]],
        limit: RECOUNT_PAGE,
      });
      for (const file of page) bytes += file.size;
      files += page.length;
      if (page.length < RECOUNT_PAGE) break;
      after = page[page.length - 1]!.path;
    }
    const before = await this.usage.reset(teamId, bytes);
    return { files, used_bytes: bytes, counted_before: before };
  }

  private find(teamId: string, path: string): Promise<WorkspaceFileRecord | null> {
    return this.files.findOne(teamScope(teamId), { path });
  }

  /** The new version's record, or null when the file changed since `current` was read. */
  private async save(
    teamId: string,
    path: string,
    current: WorkspaceFileRecord | null,
    version: { blob: string; sha256: string; contentType: string; bytes: Buffer },
  ): Promise<WorkspaceFileRecord | null> {
    const now = this.clock().toISOString();
    const fields = {
      size: version.bytes.length,
      content_type: version.contentType,
      sha256: version.sha256,
      blob: version.blob,
      updated_at: now,
    };
    if (current) {
      return this.files.updateOne(
        teamScope(teamId),
        { id: current.id, revision: current.revision },
        { $set: fields, $inc: { revision: 1 } },
      );
    }
    try {
      return await this.files.insert({
        id: newId('workspaceFile'),
        team_id: teamId,
        path,
        revision: 1,
        created_at: now,
        ...fields,
      });
    } catch (error) {
      if (error instanceof ConflictError) return null;
      throw error;
    }
  }
}

function checkedPath(path: string): string {
  const result = normalizeWorkspacePath(path);
  if (!result.ok) throw new ValidationError([{ path: 'path', message: result.message }]);
  return result.path;
}

/** Throws PreconditionFailed unless `ifMatch` (when given) names `current`'s version. */
function checkPrecondition(
  path: string,
  ifMatch: string | undefined,
  current: WorkspaceFileRecord | null,
): void {
  if (ifMatch === undefined) return;
  if (current && ifMatchNames(ifMatch, current.sha256)) return;
  throw new PreconditionFailedError(path, ifMatch, current?.sha256 ?? null);
}

/** Whether an If-Match value (`*`, or a list of entity tags) names the version `sha256`. */
function ifMatchNames(ifMatch: string, sha256: string): boolean {
  return ifMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .some((tag) => tag === '*' || tag === sha256);
}

function toView(record: WorkspaceFileRecord): WorkspaceFile {
  return {
    path: record.path,
    size: record.size,
    content_type: record.content_type,
    sha256: record.sha256,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
