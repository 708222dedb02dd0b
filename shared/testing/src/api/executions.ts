/** An execution as a team reads it over the API, now or once it has got somewhere. */
import { eventually } from './eventually.js';
import type { TestApp } from './start-app.js';

/** The execution `id` as the team with `key` reads it now. */
export async function readExecution<T>(
  app: Pick<TestApp, 'request'>,
  key: string,
  id: string,
): Promise<T> {
  return (await app.request<{ data: T }>('GET', `/v1/executions/${id}`, { key })).body.data;
}

/** The execution `id` once `done` holds for it (re-read as {@link eventually} does). */
export function executionWhen<T>(
  app: Pick<TestApp, 'request'>,
  key: string,
  id: string,
  done: (execution: T) => boolean,
  options?: { timeoutMs?: number; intervalMs?: number },
): Promise<T> {
  return eventually(() => readExecution<T>(app, key, id), done, options);
}
