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
const BARE_EXPRESS_TS = fileURLToPath(new URL('./bare-express.ts', import.meta.url));
const SDK_MINIMAL_TS = fileURLToPath(new URL('./sdk-minimal-server.ts', import.meta.url));
/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ). */
const MICROS_PER_CLOCK_TICK = 10_000;
const THROUGHPUT_SECONDS = 3;
const THROUGHPUT_CONNECTIONS = 10;

/** The node flags of the package's `start` script, so the bench measures what `pnpm start` runs. */
export async function startFlags(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((part) => part.startsWith('--'));
}

export interface StartedServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** The catalog (dist/main.js) as its own process, with these node flags. */
export function startServer(flags: string[]): Promise<StartedServer> {
  return startProcess([...flags, MAIN_JS], { CATALOG_PORT: '0', LOG_LEVEL: 'info' });
}

/** Bare Express answering every POST with `body` (bare-express.ts), for the HTTP floor. */
export function startBareExpress(flags: string[], body: string): Promise<StartedServer> {
  return startProcess([...flags, '--import', 'tsx', BARE_EXPRESS_TS], { BODY_JSON: body });
}

/** The MCP SDK's own minimal v2 server answering search-models (sdk-minimal-server.ts). */
export function startSdkMinimal(flags: string[]): Promise<StartedServer> {
  return startProcess([...flags, '--import', 'tsx', SDK_MINIMAL_TS], {});
}

/** CPU time (user + system, every thread) the process has used so far, in microseconds. */
export async function cpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name; utime and stime are the 12th and 13th, in clock ticks.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_CLOCK_TICK;
}

async function startProcess(args: string[], env: Record<string, string>): Promise<StartedServer> {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env['PATH'] ?? '', ...env },
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

/** A 2026-07-28 tools/call as the v2 client sends it: the `_meta` envelope in its params. */
export function modernMcpBody(name: string, args: Record<string, unknown>): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      name,
      arguments: args,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  });
}

/** The standard headers a 2026-07-28 tools/call carries. */
export const modernMcpHeaders = (tool: string) => ({
  ...MCP_HEADERS,
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'tools/call',
  'mcp-name': tool,
});
export const CALL_HEADERS = { 'content-type': 'application/json' };

/** POSTs and returns the answer's text; throws unless it is a success. */
export async function postOk(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<string> {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  if (!response.ok || text.includes('"isError":true') || text.includes('"success":false')) {
    throw new Error(`${url} failed: ${response.status} ${text.slice(0, 200)}`);
  }
  return text;
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
