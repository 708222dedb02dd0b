/**
 * Headless Debian Chromium through playwright-core (never a downloaded browser), with the checks
 * every page gets: no Content-Security-Policy violations or uncaught errors, and axe-core finding
 * no serious or critical accessibility violations.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface BrowserSession {
  browser: Browser;
  page: Page;
  /** Console errors and page errors so far (CSP violations are reported as console errors). */
  problems: string[];
  close(): Promise<void>;
}

export async function openBrowser(
  options: { width?: number; dark?: boolean } = {},
): Promise<BrowserSession> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  // Bounds, not waits: FerretDB on a loaded 2-core machine can take tens of seconds for a run.
  page.setDefaultTimeout(45_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    // Failed requests are the API's answers, which tests check on the page itself.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { browser, page, problems, close: () => browser.close() };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
}

/** Signs in through the form, as a user pasting the key from the CLI. */
export async function signIn(page: Page, dashboardUrl: string, key: string): Promise<void> {
  await page.goto(dashboardUrl);
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Areas' }).waitFor();
}
