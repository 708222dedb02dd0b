/**
 * A workspace over a real store for one test file: SQLite in a temp DATA_DIR, or MongoDB (a
 * database of its own, dropped afterwards) when the file runs under MONGODB_URI.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@switchboard/kit/logger';
import { openStore } from '@switchboard/store/open-store';
import type { DocumentStore } from '@switchboard/store/port';
import { WORKSPACE_BLOBS } from '../src/workspace-config.js';
import { Workspace, type WorkspaceLimits } from '../src/workspace.js';
import { TEST_SECRETS_KEY } from '@switchboard/store/testing/test-store';

export interface WorkspaceHarness {
  workspace: Workspace;
  store: DocumentStore;
  dataDir: string;
  close(): Promise<void>;
}

export const TEST_LIMITS: WorkspaceLimits = {
  fileMaxBytes: 1000,
  quotaBytes: async () => 2500,
};

export async function openWorkspace(limits = TEST_LIMITS): Promise<WorkspaceHarness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-workspace-'));
  const mongodbUri = process.env.MONGODB_URI ? privateDatabase(process.env.MONGODB_URI) : undefined;
  const logger = createLogger({ name: 'workspace-test', level: 'silent' });
  const store = await openStore({
    dataDir,
    mongodbUri,
    ...(mongodbUri ? { secretsKey: TEST_SECRETS_KEY } : {}),
    logger,
  });
  // As in production: bytes on disk beside SQLite, in GridFS on MongoDB.
  const workspace = new Workspace({ store, blobs: store.blobs(WORKSPACE_BLOBS), limits });
  return {
    workspace,
    store,
    dataDir,
    async close() {
      await store.close();
      if (mongodbUri) await dropDatabase(mongodbUri);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function privateDatabase(uri: string): string {
  const url = new URL(uri);
  url.pathname = `/workspace_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

async function dropDatabase(uri: string): Promise<void> {
  const { default: mongoose } = await import('mongoose');
  const connection = await mongoose.createConnection(uri).asPromise();
  await connection.dropDatabase();
  await connection.close();
}
