import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { McpServerRecord, McpServerTestResult } from '@switchboard/contracts/mcp-server';
import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import type { HttpClient } from '@switchboard/kit/http/types';
import { createRedactor } from '@switchboard/kit/redact';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';

/** How long a test may take in all (connect and list, or the reachability request). */
export const PROBE_TIMEOUT_MS = 10_000;
const MAX_LIST_PAGES = 5;
const CLIENT_INFO = { name: 'switchboard-api-test', version: SWITCHBOARD_VERSION };

type Tools = McpServerTestResult['tools'];

/** Connects to an MCP server (Streamable HTTP) and lists its tools, a few pages at most. */
async function listMcpTools(
  server: McpServerRecord,
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
  server: McpServerRecord,
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

/** Tries a registered tool server through the guarded client; never throws. */
export async function probeToolServer(
  server: McpServerRecord,
  http: HttpClient,
  now: () => number = () => performance.now(),
): Promise<McpServerTestResult> {
  const started = now();
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  const latency = () => Math.round(now() - started);
  try {
    const tools =
      server.transport === 'mcp'
        ? await listMcpTools(server, http, signal)
        : await reachHttpServer(server, http, signal);
    return { ok: true, tools, latency_ms: latency() };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const message = cause instanceof Error ? cause.message : (error as Error).message;
    const redact = createRedactor(Object.values(server.headers));
    return { ok: false, tools: [], error: redact(message), latency_ms: latency() };
  }
}
