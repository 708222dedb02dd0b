/** The catalog server as its own process for the HTTP rows of `pnpm bench:catalog`, and its load. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { round } from './stats.js';

const MAIN_JS = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));
const THROUGHPUT_SECONDS = 3;
const THROUGHPUT_CONNECTIONS = 10;

/** The node flags of the package's `start` script, so the bench measures what `pnpm start` runs. */
export async function startFlags(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((part) => part.startsWith('--'));
}

export async function startServer(
  flags: string[],
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [...flags, MAIN_JS], {
    env: { PATH: process.env['PATH'] ?? '', CATALOG_PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const url = (JSON.parse(line) as { url: string }).url;
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export async function rssMb(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 'NaN');
  return { rss: round(kb('VmRSS') / 1024, 1), peak: round(kb('VmHWM') / 1024, 1) };
}

export function mcpBody(name: string, args: Record<string, unknown>): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name, arguments: args },
  });
}
export const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};
export const CALL_HEADERS = { 'content-type': 'application/json' };

export async function postOk(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  if (!response.ok || text.includes('"isError":true') || text.includes('"success":false')) {
    throw new Error(`${url} failed: ${response.status} ${text.slice(0, 200)}`);
  }
}

export async function throughput(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body,
    connections: THROUGHPUT_CONNECTIONS,
    duration: THROUGHPUT_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return round(result.requests.average, 0);
}
