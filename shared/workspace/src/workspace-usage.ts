/**
 * The bytes each team's workspace holds: one record per team, changed only by atomic increments,
 * so a write takes its bytes before storing anything and a write over the quota stores nothing.
 * Exact where single-record updates are atomic (SQLite, MongoDB); on FerretDB 1.x concurrent
 * increments can be lost, and `Workspace.recount` sets the count right again.
 */
import { ConflictError } from '@switchboard/kit/errors';
import {
  teamScope,
  type BaseRecord,
  type Collection,
  type DocumentStore,
} from '@switchboard/store/port';
import { WorkspaceQuotaExceededError } from './workspace-errors.js';

/** Bytes a team's workspace holds, kept by atomic increments beside the file records. */
interface WorkspaceUsageRecord extends BaseRecord {
  bytes: number;
}

export class WorkspaceUsage {
  private readonly usage: Collection<WorkspaceUsageRecord>;
  private readonly ready = new Set<string>();

  constructor(
    store: DocumentStore,
    private readonly clock: () => Date,
  ) {
    this.usage = store.collection<WorkspaceUsageRecord>({ name: 'workspace_usage' });
  }

  /** Bytes the team's workspace holds. */
  async usedBytes(teamId: string): Promise<number> {
    return (await this.usage.findById(teamScope(teamId), teamId))?.bytes ?? 0;
  }

  /**
   * Takes `delta` bytes of the team's quota, or throws WorkspaceQuotaExceeded; returns the bytes
   * taken (none for a delta of 0 or less), which are what to give back if the write fails.
   */
  async reserve(teamId: string, delta: number, quotaBytes: () => Promise<number>): Promise<number> {
    if (delta <= 0) return 0;
    await this.ensure(teamId);
    const quota = await quotaBytes();
    const taken = await this.usage.updateOne(
      teamScope(teamId),
      { id: teamId, bytes: { $lte: quota - delta } },
      { $inc: { bytes: delta } },
    );
    if (taken) return delta;
    throw new WorkspaceQuotaExceededError({
      used_bytes: await this.usedBytes(teamId),
      needed_bytes: delta,
      quota_bytes: quota,
    });
  }

  /** Adds `delta` (often negative: bytes given back) to the team's count. */
  async settle(teamId: string, delta: number): Promise<void> {
    if (delta === 0) return;
    await this.ensure(teamId);
    await this.usage.updateOne(teamScope(teamId), { id: teamId }, { $inc: { bytes: delta } });
  }

  /** Sets the team's count to `bytes` (counted from its files); returns what it said before. */
  async reset(teamId: string, bytes: number): Promise<number> {
    await this.ensure(teamId);
    const before = await this.usedBytes(teamId);
    await this.usage.updateOne(teamScope(teamId), { id: teamId }, { $set: { bytes } });
    return before;
  }

  private async ensure(teamId: string): Promise<void> {
    if (this.ready.has(teamId)) return;
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
    this.ready.add(teamId);
  }
}
