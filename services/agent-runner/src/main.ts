import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { ConfigError } from '@switchboard/kit/errors';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import { createLogger } from '@switchboard/kit/logger';
import { onShutdownSignals } from '@switchboard/kit/shutdown';
import { USER_AGENT } from '@switchboard/kit/version';
import type { EventRecord } from '@switchboard/contracts/events';
import type { ExecutionRecord } from '@switchboard/contracts/execution';
import type { McpServerRecord } from '@switchboard/contracts/mcp-server';
import {
  EVENTS_COLLECTION,
  EXECUTIONS_COLLECTION,
  MCP_SERVERS_COLLECTION,
} from '@switchboard/store/collections';
import { openStore } from '@switchboard/store/open-store';
import { Finalizer } from './callbacks/finalizer.js';
import { loadRunnerConfig } from './config.js';
import { createChatCompletionsClient } from './llm/chat-completions.js';
import { loadCatalogPrices } from './loop/catalog-prices.js';
import { ExecutionQueue } from './queue/execution-queue.js';
import { executeClaimed } from './runner/execute.js';
import { Runner } from './runner/runner.js';

/** Starts the runner: config, store, outbound clients, the claim loop, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadRunnerConfig();
  const owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const logger = createLogger({ name: 'agent-runner', level: config.LOG_LEVEL, base: { owner } });
  const prices = await loadCatalogPrices(config.MODELS_FILE);
  const store = await openStore({
    dataDir: config.DATA_DIR,
    mongodbUri: config.MONGODB_URI,
    logger,
  });
  const executions = store.collection<ExecutionRecord>(EXECUTIONS_COLLECTION);
  const events = store.collection<EventRecord>(EVENTS_COLLECTION);
  const mcpServers = store.collection<McpServerRecord>(MCP_SERVERS_COLLECTION);

  // User-registered destinations (tool servers, callbacks, the http tool) get the SSRF rules;
  // the operator's own LLM endpoint and catalog are trusted origins.
  const http = createHttpClient({
    allowPrivateNetwork: config.ALLOW_PRIVATE_NETWORK,
    userAgent: USER_AGENT,
    logger,
  });
  const trusted = createHttpClient({
    allowPrivateNetwork: config.ALLOW_PRIVATE_NETWORK,
    trustedOrigins: [config.LLM_BASE_URL, config.CATALOG_URL],
    userAgent: USER_AGENT,
    logger,
  });
  // Tool calls may legitimately take up to the loop's tool_timeout; the toolbox enforces it.
  const fetchOptions = { timeoutMs: 3_600_000 };

  const queue = new ExecutionQueue(executions, { owner, leaseMs: config.RUNNER_LEASE_MS });
  const chat = createChatCompletionsClient({
    http: trusted,
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    requestTimeoutMs: config.LLM_REQUEST_TIMEOUT_MS,
    retry: {
      retries: config.LLM_RETRIES,
      minDelayMs: config.LLM_RETRY_MIN_DELAY_MS,
      maxDelayMs: config.LLM_RETRY_MAX_DELAY_MS,
    },
  });
  const finalizer = new Finalizer({
    executions,
    events,
    http,
    logger,
    retryDelaysMs: config.CALLBACK_RETRY_DELAYS_MS,
    attemptTimeoutMs: config.CALLBACK_TIMEOUT_MS,
    claimMs: config.CALLBACK_CLAIM_MS,
    userAgent: USER_AGENT,
  });
  const deps = {
    queue,
    chat,
    prices,
    defaultModel: config.DEFAULT_MODEL,
    maxClaims: config.RUNNER_MAX_CLAIMS,
    finalizeClaimMs: finalizer.claimMs,
    toolTurn: {
      concurrency: config.RUNNER_TOOL_CONCURRENCY,
      perTurn: config.RUNNER_TOOL_CALLS_PER_TURN,
    },
    logger,
    tools: {
      mcpServers,
      http,
      fetch: createGuardedFetch(http, fetchOptions),
      catalogFetch: createGuardedFetch(trusted, fetchOptions),
      catalogUrl: config.CATALOG_URL,
      httpToolLimits: {
        maxResponseBytes: config.HTTP_TOOL_MAX_RESPONSE_BYTES,
        timeoutMs: config.HTTP_TOOL_TIMEOUT_MS,
      },
      secrets: config.LLM_API_KEY ? [config.LLM_API_KEY] : [],
    },
  };
  const runner = new Runner({
    queue,
    finalizer,
    execute: (record, signal) => executeClaimed(record, deps, signal),
    logger,
    concurrency: config.RUNNER_CONCURRENCY,
    pollIntervalMs: config.RUNNER_POLL_INTERVAL_MS,
    heartbeatIntervalMs: config.RUNNER_HEARTBEAT_INTERVAL_MS,
    cancelCheckIntervalMs: config.RUNNER_CANCEL_CHECK_INTERVAL_MS,
    reclaimIntervalMs: config.RUNNER_RECLAIM_INTERVAL_MS,
    finalizeConcurrency: config.CALLBACK_CONCURRENCY,
    shutdownGraceMs: config.RUNNER_SHUTDOWN_GRACE_MS,
  });
  runner.start();
  logger.info(
    { concurrency: config.RUNNER_CONCURRENCY, engine: config.MONGODB_URI ? 'mongodb' : 'sqlite' },
    'agent runner started',
  );

  onShutdownSignals(logger, async () => {
    logger.info({ running: runner.running }, 'stopping the runner');
    await runner.stop();
    await store.close();
    http.close();
    trusted.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `agent-runner failed to start: ${(error as Error).stack ?? String(error)}\n`,
    );
  process.exit(1);
});
