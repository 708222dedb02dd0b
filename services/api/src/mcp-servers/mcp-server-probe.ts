import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { McpServerRecord, McpServerTestResult } from '@switchboard/contracts/mcp-server';
import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import type { HttpClient } from '@switchboard/kit/http/types';
import { createRedactor } from '@switchboard/kit/redact';
import type { FilledHeaders } from '@switchboard/store/secret-repository';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';

/** How long a test may take in all (connect and list, or the reachability request). */
export const PROBE_TIMEOUT_MS = 10_000;
const MAX_LIST_PAGES = 5;
const CLIENT_INFO = { name: 'switchboard-api-test', version: SWITCHBOARD_VERSION };

type Tools = McpServerTestResult['tools'];

/** A registered server with its headers' `{{secret.NAME}}` references filled. */
type FilledServer = Pick<McpServerRecord, 'url' | 'tools'> & { headers: Record<string, string> };

/** Connects to an MCP server (Streamable HTTP) and lists its tools, a few pages at most. */
async function listMcpTools(
  server: FilledServer,
  http: HttpClient,
  signal: AbortSignal,
): Promise<Tools> {
  const transport = new StreamableHTTPClientTransport(new URL(server.url), {
    fetch: createGuardedFetch(http, { timeoutMs: PROBE_TIMEOUT_MS }),
    requestInit: { headers: server.headers },
  });
  const client = new Client(CLIENT_INFO);
  try {
    await client.connect(transport, { signal, timeout: PROBE_TIMEOUT_MS });
    const tools: Tools = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
      const listed = await client.listTools(cursor ? { cursor } : {}, { signal });
      tools.push(...listed.tools.map((t) => ({ name: t.name, description: t.description ?? '' })));
      cursor = listed.nextCursor;
      if (!cursor) break;
    }
    return tools;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * A custom-protocol server has no listing call: it is reachable when its URL answers HTTP at all,
 * and its tools are the registered ones.
 */
async function reachHttpServer(
  server: FilledServer,
  http: HttpClient,
  signal: AbortSignal,
): Promise<Tools> {
  await http.request({
    method: 'GET',
    url: server.url,
    headers: server.headers,
    responseType: 'text',
    timeoutMs: PROBE_TIMEOUT_MS,
    signal,
  });
  return server.tools.map((t) => ({ name: t.name, description: t.description ?? '' }));
}

export interface ProbeDeps {
  http: HttpClient;
  /** Fills the `{{secret.NAME}}` references of the server's headers from its team's vault. */
  fillHeaders: (headers: Record<string, string>) => Promise<FilledHeaders>;
  now?: () => number;
}

/** Tries a registered tool server through the guarded client; never throws. */
export async function probeToolServer(
  server: McpServerRecord,
  deps: ProbeDeps,
): Promise<McpServerTestResult> {
  const now = deps.now ?? (() => performance.now());
  const started = now();
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  const latency = () => Math.round(now() - started);
  let filled: FilledHeaders = { headers: server.headers, values: [] };
  try {
    filled = await deps.fillHeaders(server.headers);
    const ready = { ...server, headers: filled.headers };
    const tools =
      server.transport === 'mcp'
        ? await listMcpTools(ready, deps.http, signal)
        : await reachHttpServer(ready, deps.http, signal);
    return { ok: true, tools, latency_ms: latency() };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const message = cause instanceof Error ? cause.message : (error as Error).message;
    const redact = createRedactor([...Object.values(filled.headers), ...filled.values]);
    return { ok: false, tools: [], error: redact(message), latency_ms: latency() };
  }
}
