/**
 * The real runner pieces as built (`dist`: queue, engine, store writes, finalizer) over `store`,
 * calling the fake model at `modelUrl`, for the runner benchmarks (runner-bench.ts in process,
 * runner-scale-process.ts as processes of their own).
 */
import type { HttpClient } from '@switchboard/kit/http/types';
import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import { newId } from '@switchboard/kit/ids';
import type { Logger } from '@switchboard/kit/logger';
import { queuedExecution, type ExecutionRecord } from '@switchboard/contracts/execution';
import type { McpServerRecord } from '@switchboard/contracts/mcp-server';
import { MCP_SERVERS_COLLECTION } from '@switchboard/store/collections';
import { ApprovalDecisions } from '@switchboard/store/approval-decisions';
import { SecretRepository } from '@switchboard/store/secret-repository';
import { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { EventRepository } from '@switchboard/store/event-repository';
import { ExecutionRepository } from '@switchboard/store/execution-repository';
import type { DocumentStore } from '@switchboard/store/port';
import { openWorkspace } from '@switchboard/workspace/workspace-config';
import { Finalizer } from '../dist/callbacks/finalizer.js';
import { loadRunnerConfig } from '../dist/config.js';
import { createChatCompletionsClient } from '../dist/llm/chat-completions.js';
import { ExecutionQueue } from '../dist/queue/execution-queue.js';
import { executeClaimed } from '../dist/runner/execute.js';
import { Runner } from '../dist/runner/runner.js';
import { McpServerMemory } from '../dist/tools/mcp-server-memory.js';

type Ran = ExecutionRecord | null;

export interface BenchRunner {
  executions: ExecutionRepository;
  /** A runner of `concurrency` that calls `around` with each claimed run. */
  runnerWith(
    concurrency: number,
    around?: (record: ExecutionRecord, run: () => Promise<Ran>) => Promise<Ran>,
  ): Runner;
  /**
   * Queues `count` executions of `iterations` model calls, each answered after `delayMs`;
   * `queued` is told each id as it is inserted.
   */
  queueExecutions(
    count: number,
    iterations: number,
    delayMs: number,
    queued?: (id: string) => void,
  ): Promise<string[]>;
}

export function benchRunner(options: {
  store: DocumentStore;
  http: HttpClient;
  modelUrl: string;
  logger: Logger;
  /** The queue's owner name (one per process). */
  owner: string;
}): BenchRunner {
  const { store, http, logger } = options;
  const executions = new ExecutionRepository(store);
  const chat = createChatCompletionsClient({
    http,
    baseUrl: options.modelUrl,
    retry: { retries: 0 },
  });
  const queue = new ExecutionQueue(executions, { owner: options.owner, leaseMs: 30_000 });
  const secrets = new SecretRepository(store);
  const finalizer = new Finalizer({
    executions,
    events: new EventRepository(store),
    store,
    http,
    secrets,
    logger,
    retryDelaysMs: [],
    attemptTimeoutMs: 1000,
    claimMs: 60_000,
    userAgent: 'bench',
  });
  const fetch = createGuardedFetch(http);
  const deps = {
    queue,
    decisions: new ApprovalDecisions(store),
    outbox: new EventRepository(store),
    events: new ExecutionEventLog(store),
    chat,
    prices: () => ({ inputPerMillion: 0.15, outputPerMillion: 0.6 }),
    defaultModel: 'openai/gpt-4o-mini',
    maxClaims: 1,
    finalizeClaimMs: finalizer.claimMs,
    logger,
    tools: {
      mcpServers: store.collection<McpServerRecord>(MCP_SERVERS_COLLECTION),
      secrets,
      // No server here is behind OAuth.
      oauth: {} as never,
      authorizationRequired: async () => undefined,
      http,
      fetch,
      catalogFetch: fetch,
      mcpMemory: new McpServerMemory(),
      catalogUrl: 'http://127.0.0.1:9',
      httpToolLimits: { maxResponseBytes: 1024, timeoutMs: 1000 },
      workspace: openWorkspace({ store, settings: loadRunnerConfig({}) }),
    },
  };

  return {
    executions,
    runnerWith(concurrency, around = (_, run) => run()) {
      return new Runner({
        queue,
        finalizer,
        execute: (record, signal) => around(record, () => executeClaimed(record, deps, signal)),
        logger,
        concurrency,
        pollIntervalMs: 25,
        heartbeatIntervalMs: 10_000,
        cancelCheckIntervalMs: 100,
        reclaimIntervalMs: 1000,
        finalizeConcurrency: 20,
        shutdownGraceMs: 1000,
      });
    },
    async queueExecutions(count, iterations, delayMs, queued) {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const record = queuedExecution({
          teamId: 'team_bench',
          agentLoopId: newId('agentLoop'),
          loop: {
            name: 'bench',
            system_prompt: 'bench',
            user_message: `iterations=${iterations} delay=${delayMs}`,
            model: 'openai/gpt-4o-mini',
            mcp_servers: [],
            callback_url: null,
            callback_headers: {},
            callback_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7hPjvY9cQXY=',
            max_iterations: iterations,
            timeout: 3600,
            tool_timeout: 30,
          },
          now: new Date(),
        });
        queued?.(record.id);
        await executions.insert(record);
        ids.push(record.id);
      }
      return ids;
    },
  };
}
