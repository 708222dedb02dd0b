/** The app and the teams most service test files share, set up once per file by jest hooks. */
import type { Plan } from '@switchboard/contracts/teams';
import { useStarted } from './hooks.js';
import { startApp, type StartAppOptions, type TestApp } from './start-app.js';
import { createTeam, type TestTeam } from './teams.js';

/**
 * The real app for this file, started in beforeAll and closed in afterAll. Pass a function when
 * the options depend on something an earlier hook starts (a fake's URL).
 */
export function useApp(options: StartAppOptions | (() => StartAppOptions) = {}): TestApp {
  return useStarted(
    () => startApp(typeof options === 'function' ? options() : options),
    (app) => app.close(),
  );
}

/** A team with one API key (plan `enterprise` unless given), created in beforeAll. */
export function useTeam(app: TestApp, options: { plan?: Plan; name?: string } = {}): TestTeam {
  return useStarted(
    () => createTeam(app, options),
    () => undefined,
  );
}
