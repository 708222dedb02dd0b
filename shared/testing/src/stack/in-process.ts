import { afterAll, beforeAll } from '@jest/globals';
import { createLogger } from '@switchboard/kit/logger';
import { testStoreEnv } from '@switchboard/store/testing/test-store';
import type { LogCapture } from '../api/log-capture.js';
import { startApp, type StartAppOptions, type TestApp } from '../api/start-app.js';
import { createTeam, type TestTeam } from '../api/teams.js';
import { loadRunnerConfig } from '../../../../services/agent-runner/src/config.js';
import {
  createRunner,
  type AgentRunner,
} from '../../../../services/agent-runner/src/create-runner.js';
import { startRunnerTelemetry } from '../../../../services/agent-runner/src/telemetry.js';
import type { Telemetry } from '@switchboard/kit/telemetry/telemetry';

export interface InProcessStack {
  app: TestApp;
  runner: AgentRunner;
  /** The runner's traces and metrics, as its settings configure them (the app has its own). */
  runnerTelemetry: Telemetry;
  /** A team (enterprise plan) with one API key. */
  team: TestTeam;
}

/**
 * The real API (createApp) and the real runner (createRunner) booted in this process over one
 * store, started in beforeAll and stopped in afterAll. `runnerEnv` gives the runner's settings
 * (LLM_BASE_URL at least; read when the hooks run, so a fake's URL can be used). With `logs`,
 * both write every line (debug and up) there instead of staying silent.
 */
export function useInProcessStack(
  runnerEnv: () => Record<string, string>,
  /**
   * The API's clock and settings (e.g. a ManualClock for approval expiry); read when the hooks
   * run, so a fake's URL can be used.
   */
  appOptions: () => Pick<StartAppOptions, 'clock' | 'env'> = () => ({}),
  logs?: LogCapture,
): InProcessStack {
  let stack: InProcessStack | undefined;
  beforeAll(async () => {
    const options = appOptions();
    const app = await startApp({
      ...options,
      env: { ...(logs ? { LOG_LEVEL: 'debug' } : {}), ...options.env },
      ...(logs ? { logDestination: logs.stream } : {}),
    });
    const team = await createTeam(app);
    const config = loadRunnerConfig({
      ...testStoreEnv(app.dataDir),
      ALLOW_PRIVATE_NETWORK: 'true',
      RUNNER_POLL_INTERVAL_MS: '10',
      ...runnerEnv(),
    });
    const logger = logs
      ? createLogger({ name: 'runner', level: 'debug', destination: logs.stream })
      : createLogger({ name: 'runner', level: 'silent' });
    const runnerTelemetry = await startRunnerTelemetry(config, logger);
    const runner = createRunner({
      config,
      logger,
      store: app.store,
      prices: () => null,
      tracer: runnerTelemetry.tracer,
      metrics: runnerTelemetry.metrics,
    });
    runner.start();
    stack = { app, runner, runnerTelemetry, team };
  }, 30_000);
  afterAll(async () => {
    await stack?.runner.stop();
    await stack?.runnerTelemetry.shutdown();
    await stack?.app.close();
  });
  const get = (): InProcessStack => {
    if (!stack) throw new Error('The stack starts in beforeAll; use it in a test.');
    return stack;
  };
  return {
    get app() {
      return get().app;
    },
    get runner() {
      return get().runner;
    },
    get runnerTelemetry() {
      return get().runnerTelemetry;
    },
    get team() {
      return get().team;
    },
  };
}
