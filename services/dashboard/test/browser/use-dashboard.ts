import { afterAll, beforeAll, expect, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { openBrowser, seriousA11yViolations, signIn, type BrowserSession } from './browser.js';
import { startStack, type Stack } from './stack.js';

export interface Dashboard {
  stack: Stack;
  session: BrowserSession;
  page: Page;
  /** Fails on serious/critical axe violations or CSP/page errors on the page as it is now. */
  checkPage(): Promise<void>;
  /** A JSON request to the API with the team's key (set-up that is not what the test is about). */
  apiRequest<T>(method: string, path: string, body?: unknown): Promise<T>;
}

/**
 * A browser flow's budget: any one of its steps may wait up to the page's 45 s default (browser.ts)
 * on a loaded machine, so the test as a whole gets more than one step's worth.
 */
const BROWSER_TEST_TIMEOUT_MS = 120_000;

/** The stack and a signed-in browser for this test file (beforeAll/afterAll). */
export function useDashboard(options: { width?: number } = {}): Dashboard {
  jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);
  const dashboard = {} as Dashboard;
  beforeAll(async () => {
    dashboard.stack = await startStack();
    dashboard.session = await openBrowser(options);
    dashboard.page = dashboard.session.page;
    await signIn(dashboard.page, dashboard.stack.dashboardUrl, dashboard.stack.key);
  }, 120_000);
  afterAll(async () => {
    await dashboard.session?.close();
    await dashboard.stack?.stop();
  });
  dashboard.checkPage = async () => {
    expect(await seriousA11yViolations(dashboard.page)).toEqual([]);
    expect(dashboard.session.problems).toEqual([]);
  };
  dashboard.apiRequest = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${dashboard.stack.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${dashboard.stack.key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  return dashboard;
}
