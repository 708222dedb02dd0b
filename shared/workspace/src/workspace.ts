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
import {
  PreconditionFailedError,
  WorkspaceFileTooLargeError,
  WorkspaceQuotaExceededError,
} from './workspace-errors.js';

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

/** Bytes a team's workspace holds, kept by atomic increments beside the file records. */
interface WorkspaceUsageRecord extends BaseRecord {
  bytes: number;
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

export interface ListOptions {
  prefix?: string | undefined;
  page: number;
  perPage: number;
}

/** Concurrent writers without If-Match retry this often before giving up with a 409. */
const WRITE_ATTEMPTS = 5;
/** A read whose version was replaced between its record and its bytes reads again this often. */
const READ_ATTEMPTS = 5;
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
  private readonly usage: Collection<WorkspaceUsageRecord>;
  private readonly clock: () => Date;
  private readonly usageReady = new Set<string>();

  constructor(private readonly options: WorkspaceOptions) {
    this.files = options.store.collection<WorkspaceFileRecord>(WORKSPACE_FILES_COLLECTION);
    this.usage = options.store.collection<WorkspaceUsageRecord>({ name: 'workspace_usage' });
    this.clock = options.clock ?? (() => new Date());
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
      await this.reserve(teamId, delta);
      const blob = `${teamId}/${newId('workspaceFile')}`;
      let saved: WorkspaceFileRecord | null;
      try {
        await this.options.blobs.put(blob, bytes);
        saved = await this.save(teamId, normalised, current, { blob, sha256, contentType, bytes });
      } catch (error) {
        await this.settle(teamId, -delta);
        await this.options.blobs.delete(blob);
        throw error;
      }
      if (saved) {
        if (current) await this.options.blobs.delete(current.blob);
        if (delta < 0) await this.settle(teamId, delta);
        return { file: toView(saved), created: current === null };
      }
      // Another writer changed the file between our read and our swap.
      await this.settle(teamId, -delta);
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
      await this.settle(teamId, -current.size);
      await this.options.blobs.delete(current.blob);
      return;
    }
    throw new NotFoundError('workspace_file', normalised);
  }

  /** Bytes the team's workspace holds. */
  async usedBytes(teamId: string): Promise<number> {
    return (await this.usage.findById(teamScope(teamId), teamId))?.bytes ?? 0;
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

  /** Takes `delta` bytes of the team's quota, or throws WorkspaceQuotaExceeded. */
  private async reserve(teamId: string, delta: number): Promise<void> {
    if (delta <= 0) return;
    await this.ensureUsage(teamId);
    const quota = await this.options.limits.quotaBytes(teamId);
    const taken = await this.usage.updateOne(
      teamScope(teamId),
      { id: teamId, bytes: { $lte: quota - delta } },
      { $inc: { bytes: delta } },
    );
    if (taken) return;
    throw new WorkspaceQuotaExceededError({
      used_bytes: await this.usedBytes(teamId),
      needed_bytes: delta,
      quota_bytes: quota,
    });
  }

  /** Adds `delta` (often negative: bytes given back) to the team's count. */
  private async settle(teamId: string, delta: number): Promise<void> {
    if (delta === 0) return;
    await this.ensureUsage(teamId);
    await this.usage.updateOne(teamScope(teamId), { id: teamId }, { $inc: { bytes: delta } });
  }

  private async ensureUsage(teamId: string): Promise<void> {
    if (this.usageReady.has(teamId)) return;
    try {
      await this.usage.insert({
        id: teamId,
        team_id: teamId,
        bytes: 0,
        created_at: this.clock().toISOString(),
      });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
    this.usageReady.add(teamId);
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
