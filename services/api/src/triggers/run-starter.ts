/**
 * How schedules, event triggers and trigger URLs start runs: through the executions feature's one
 * queueing function (`queueRun`), so every run gets the same input handling, snapshot and
 * concurrency cap as `POST /run`.
 */
import { AppError } from '@switchboard/kit/errors';
import type { ExecutionService } from '../executions/execution.service.js';

export type RunQueue = Pick<ExecutionService, 'queueRun'>;

/** Why a triggered run did not start, in words fit for a record a user reads (no internals). */
export function whyNotStarted(error: unknown): string {
  return error instanceof AppError
    ? `${error.code}: ${error.message}`
    : 'INTERNAL_ERROR: the run could not be queued.';
}
