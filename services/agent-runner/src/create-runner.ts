import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import type { Logger } from '@switchboard/kit/logger';
import { NO_METRICS, type Metrics } from '@switchboard/kit/metrics/metrics';
import { Readiness } from '@switchboard/kit/server/readiness';
import { NO_TRACER, type Tracer } from '@switchboard/kit/telemetry/tracer';
import { registerExecutionBacklog } from '@switchboard/store/execution-backlog-metrics';
import { storeLatency } from '@switchboard/store/observed-store';
import { USER_AGENT } from '@switchboard/kit/version';
import { ApprovalDecisions } from '@switchboard/store/approval-decisions';
import { EventRepository } from '@switchboard/store/event-repository';
import { TeamBudgets } from '@switchboard/store/team-budget';
import { ExecutionEventLog } from '@switchboard/store/execution-event-log';
import { ExecutionRepository } from '@switchboard/store/execution-repository';
import { McpServerRepository } from '@switchboard/store/mcp-server-repository';
import type { DocumentStore } from '@switchboard/store/port';
import { SecretRepository } from '@switchboard/store/secret-repository';
import { McpOAuthGrantRepository } from '@switchboard/store/mcp-oauth-grant-repository';
import { newEventRecord } from '@switchboard/contracts/events';
import { newId } from '@switchboard/kit/ids';
import type { AuthorizationRequiredError } from '@switchboard/kit/mcp/oauth/grant';
import { McpOAuth } from '@switchboard/kit/mcp/oauth/mcp-oauth';
import { openWorkspace } from '@switchboard/workspace/workspace-config';
import { Finalizer } from './callbacks/finalizer.js';
import type { RunnerConfig } from './config.js';
import { createChatCompletionsClient } from './llm/chat-completions.js';
import type { PriceLookup } from './loop/pricing.js';
import { modelEndpoint, runTelemetry } from './loop/run-telemetry.js';
import type { StructuredOutputLookup } from './loop/catalog-prices.js';
import { ExecutionQueue } from './queue/execution-queue.js';
import { McpServerMemory } from './tools/mcp-server-memory.js';
import { executeClaimed, type ExecuteDeps } from './runner/execute.js';
import { Runner } from './runner/runner.js';
import { UsageRollup } from '@switchboard/store/usage-rollup';

export interface RunnerDeps {
  config: RunnerConfig;
  logger: Logger;
  store: DocumentStore;
  /** The catalog's prices (cost_usd of each run). */
  prices: PriceLookup;
  /** Which models take a JSON-schema response format (the catalog's); default none. */
  structuredOutputs?: StructuredOutputLookup;
  /** This runner's identity in leases; default host:pid:random. */
  owner?: string;
  /** Spans of runs, model and tool calls and callbacks; default none (NO_TRACER). */
  tracer?: Tracer;
  /** What the runner's /metrics shows; default none. */
  metrics?: Metrics;
}

export interface AgentRunner {
  /** Starts claiming and running queued executions. */
  start(): void;
  /** Stops claiming, lets running executions finish or hands them back, closes outbound clients. */
  stop(): Promise<void>;
  /** Executions running now. */
  readonly running: number;
  /** What GET /ready answers: the store answers a ping and the runner is not stopping. */
  readonly readiness: Readiness;
}

/** How long one token request of a tool server behind OAuth may take. */
const OAUTH_REQUEST_TIMEOUT_MS = 10_000;

/** Emits `mcp_server.authorization_required` for a server only a person can reconnect. */
async function emitAuthorizationRequired(
  events: EventRepository,
  teamId: string,
  error: AuthorizationRequiredError,
  executionId: string | undefined,
): Promise<void> {
  const data = {
    mcp_server_id: error.server.id,
    name: error.server.name,
    reason: error.reason,
    scopes: [...error.scopes],
    execution_id: executionId ?? null,
  };
  const record = newEventRecord(
    newId('event'),
    teamId,
    'mcp_server.authorization_required',
    data,
    new Date(),
  );
  await events.insert(record);
}

/** A lease owner name unique across hosts and restarts. */
export function runnerOwner(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Builds the agent runner over an opened store (opening and closing it is main.ts's job): the
 * execution queue, the LLM client, the tool sources, the finalizer (callbacks and events) and
 * the scheduling loop. Tests boot it in-process like the API's `createApp`.
 */
export function createRunner(deps: RunnerDeps): AgentRunner {
  const { config, logger } = deps;
  const tracer = deps.tracer ?? NO_TRACER;
  const metrics = deps.metrics ?? NO_METRICS;
  const store = storeLatency(deps.store, metrics);
  const readiness = new Readiness({ check: () => store.ping() });
  const owner = deps.owner ?? runnerOwner();
  const executions = new ExecutionRepository(store);
  // User-registered destinations (tool servers, callbacks, the http tool) get the SSRF rules;
  // the operator's own LLM endpoint and catalog are trusted origins.
  const http = createHttpClient({
    allowPrivateNetwork: config.ALLOW_PRIVATE_NETWORK,
    userAgent: USER_AGENT,
    logger,
    tracer,
  });
  const trusted = createHttpClient({
    allowPrivateNetwork: config.ALLOW_PRIVATE_NETWORK,
    trustedOrigins: [config.LLM_BASE_URL, config.CATALOG_URL],
    userAgent: USER_AGENT,
    logger,
    tracer,
  });
  // Tool calls may legitimately take up to the loop's tool_timeout; the toolbox enforces it.
  const fetchOptions = { timeoutMs: 3_600_000 };
  const secrets = new SecretRepository(store);
  const queue = new ExecutionQueue(executions, { owner, leaseMs: config.RUNNER_LEASE_MS });
  const outbox = new EventRepository(store);
  const budgets = new TeamBudgets(store);
  const finalizer = new Finalizer({
    executions,
    events: outbox,
    store,
    http,
    secrets,
    logger,
    retryDelaysMs: config.CALLBACK_RETRY_DELAYS_MS,
    attemptTimeoutMs: config.CALLBACK_TIMEOUT_MS,
    claimMs: config.CALLBACK_CLAIM_MS,
    userAgent: USER_AGENT,
    usage: new UsageRollup(store),
    tracer,
    attempts: metrics.counter({
      name: 'switchboard_callback_attempts_total',
      help: 'Agent-loop callback attempts, by outcome (delivered, retry, failed).',
      labels: ['outcome'],
    }),
  });
  const execute: ExecuteDeps = {
    queue,
    decisions: new ApprovalDecisions(store),
    outbox,
    structuredMode: (model) => {
      if (config.STRUCTURED_OUTPUT !== 'auto') return config.STRUCTURED_OUTPUT;
      return deps.structuredOutputs?.(model) ? 'response_format' : 'tool';
    },
    teamBudget: (teamId) => budgets.status(teamId, new Date()),
    events: new ExecutionEventLog(store),
    chat: createChatCompletionsClient({
      http: trusted,
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      requestTimeoutMs: config.LLM_REQUEST_TIMEOUT_MS,
      retry: {
        retries: config.LLM_RETRIES,
        minDelayMs: config.LLM_RETRY_MIN_DELAY_MS,
        maxDelayMs: config.LLM_RETRY_MAX_DELAY_MS,
      },
    }),
    prices: deps.prices,
    defaultModel: config.DEFAULT_MODEL,
    maxClaims: config.RUNNER_MAX_CLAIMS,
    finalizeClaimMs: finalizer.claimMs,
    toolTurn: {
      concurrency: config.RUNNER_TOOL_CONCURRENCY,
      perTurn: config.RUNNER_TOOL_CALLS_PER_TURN,
    },
    logger,
    telemetry: runTelemetry(tracer, metrics, modelEndpoint(config.LLM_BASE_URL)),
    tools: {
      mcpServers: new McpServerRepository(store),
      secrets,
      oauth: new McpOAuth({
        grants: new McpOAuthGrantRepository(store),
        fetch: createGuardedFetch(http, { timeoutMs: OAUTH_REQUEST_TIMEOUT_MS }),
        // The runner never starts an authorization with a person: the api's callback URL.
        identity: {
          redirectUrl: `${config.PUBLIC_BASE_URL}/v1/oauth/callback`,
          clientName: 'Switchboard',
        },
        owner,
      }),
      authorizationRequired: (teamId, error, executionId) =>
        emitAuthorizationRequired(outbox, teamId, error, executionId),
      http,
      fetch: createGuardedFetch(http, fetchOptions),
      catalogFetch: createGuardedFetch(trusted, fetchOptions),
      mcpMemory: new McpServerMemory(),
      catalogUrl: config.CATALOG_URL,
      httpToolLimits: {
        maxResponseBytes: config.HTTP_TOOL_MAX_RESPONSE_BYTES,
        timeoutMs: config.HTTP_TOOL_TIMEOUT_MS,
      },
      // Never shown to the model, the step log or the logs, whatever a tool echoes.
      operatorSecrets: config.LLM_API_KEY ? [config.LLM_API_KEY] : [],
      workspace: openWorkspace({ store, settings: config }),
    },
  };
  const runner = new Runner({
    queue,
    finalizer,
    execute: (record, signal) => executeClaimed(record, execute, signal),
    logger,
    concurrency: config.RUNNER_CONCURRENCY,
    pollIntervalMs: config.RUNNER_POLL_INTERVAL_MS,
    heartbeatIntervalMs: config.RUNNER_HEARTBEAT_INTERVAL_MS,
    cancelCheckIntervalMs: config.RUNNER_CANCEL_CHECK_INTERVAL_MS,
    reclaimIntervalMs: config.RUNNER_RECLAIM_INTERVAL_MS,
    finalizeConcurrency: config.CALLBACK_CONCURRENCY,
    shutdownGraceMs: config.RUNNER_SHUTDOWN_GRACE_MS,
  });
  registerExecutionBacklog(metrics, executions, () => new Date());
  metrics.gauge({
    name: 'switchboard_agent_runs_active',
    help: 'Executions this runner is running now.',
    labels: [],
    read: () => [[{}, runner.running]],
  });
  return {
    readiness,
    start: () => runner.start(),
    stop: async () => {
      readiness.shutDown();
      await runner.stop();
      http.close();
      trusted.close();
    },
    get running() {
      return runner.running;
    },
  };
}
