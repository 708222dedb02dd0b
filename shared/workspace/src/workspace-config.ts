/**
 * The workspace's settings, shared by every process that opens it (the API and the runner), and
 * the limits they give. A team's quota follows its plan, read when a write needs it.
 */
import type { Plan } from '@switchboard/contracts/teams';
import {
  WORKSPACE_FILE_MAX_BYTES_DEFAULT,
  WORKSPACE_QUOTA_BYTES_DEFAULT,
} from '@switchboard/contracts/workspace';
import type { DocumentStore } from '@switchboard/store/port';
import { TeamRepository } from '@switchboard/store/team-repository';
import { z } from 'zod';
import { Workspace, type WorkspaceLimits } from './workspace.js';

/** The store's blob store holding workspace file versions. */
export const WORKSPACE_BLOBS = 'workspace';

const bytes = (fallback: number) =>
  z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(fallback);

/** Environment settings: spread into a service's config schema. */
export const workspaceSettings = {
  /** Largest single workspace file, bytes (default 10 MiB). */
  WORKSPACE_FILE_MAX_BYTES: bytes(WORKSPACE_FILE_MAX_BYTES_DEFAULT),
  /** Bytes a team's workspace may hold, by plan (100 MiB / 1 GiB / 10 GiB). */
  WORKSPACE_QUOTA_FREE_BYTES: bytes(WORKSPACE_QUOTA_BYTES_DEFAULT.free),
  WORKSPACE_QUOTA_PRO_BYTES: bytes(WORKSPACE_QUOTA_BYTES_DEFAULT.pro),
  WORKSPACE_QUOTA_ENTERPRISE_BYTES: bytes(WORKSPACE_QUOTA_BYTES_DEFAULT.enterprise),
};

export type WorkspaceSettings = {
  [K in keyof typeof workspaceSettings]: z.output<(typeof workspaceSettings)[K]>;
};

/** The limits the settings give, with each team's quota by its plan (free when unknown). */
export function workspaceLimits(
  settings: WorkspaceSettings,
  store: DocumentStore,
): WorkspaceLimits {
  const teams = new TeamRepository(store);
  const quotas: Readonly<Record<Plan, number>> = {
    free: settings.WORKSPACE_QUOTA_FREE_BYTES,
    pro: settings.WORKSPACE_QUOTA_PRO_BYTES,
    enterprise: settings.WORKSPACE_QUOTA_ENTERPRISE_BYTES,
  };
  return {
    fileMaxBytes: settings.WORKSPACE_FILE_MAX_BYTES,
    quotaBytes: async (teamId) => {
      return quotas[await teams.planOf(teamId)];
    },
  };
}

/**
 * The workspace over `store`. Its bytes are the store's `workspace` blobs: under
 * `DATA_DIR/workspace` on SQLite (one machine), in GridFS on MongoDB, so every process of a
 * deployment shares them.
 */
export function openWorkspace(options: {
  store: DocumentStore;
  settings: WorkspaceSettings;
}): Workspace {
  return new Workspace({
    store: options.store,
    blobs: options.store.blobs(WORKSPACE_BLOBS),
    limits: workspaceLimits(options.settings, options.store),
  });
}
