import type { McpServerRecord, McpServerTestResult } from '@switchboard/contracts/mcp-server';
import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import type { HttpClient } from '@switchboard/kit/http/types';
import {
  connectMcp,
  describeMcpError,
  disconnectMcp,
  mcpHttpTransport,
  negotiatedRevision,
} from '@switchboard/kit/mcp/connect';
import { createRedactor } from '@switchboard/kit/redact';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';

/** How long a test may take in all (connect and list, or the reachability request). */
export const PROBE_TIMEOUT_MS = 10_000;
const CLIENT_INFO = { name: 'switchboard-api-test', version: SWITCHBOARD_VERSION };

type Reached = Pick<McpServerTestResult, 'tools' | 'protocol_version'>;

/**
 * Connects to an MCP server (Streamable HTTP) the way the runner does, the current revision first,
 * and lists its tools afresh (never from a cache).
 */
async function listMcpTools(
  server: McpServerRecord,
  http: HttpClient,
  signal: AbortSignal,
): Promise<Reached> {
  const transport = mcpHttpTransport({
    url: server.url,
    headers: server.headers,
    fetch: createGuardedFetch(http, { timeoutMs: PROBE_TIMEOUT_MS }),
  });
  const client = await connectMcp(transport, {
    clientInfo: CLIENT_INFO,
    signal,
    timeoutMs: PROBE_TIMEOUT_MS,
  }).catch(async (error: unknown) => {
    await transport.close().catch(() => undefined);
    throw error;
  });
  try {
    const listed = await client.listTools(undefined, { signal, cacheMode: 'bypass' });
    return {
      protocol_version: negotiatedRevision(client),
      tools: listed.tools.map((t) => ({ name: t.name, description: t.description ?? '' })),
    };
  } finally {
    await disconnectMcp(client, transport);
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
): Promise<Reached> {
  await http.request({
    method: 'GET',
    url: server.url,
    headers: server.headers,
    responseType: 'text',
    timeoutMs: PROBE_TIMEOUT_MS,
    signal,
  });
  return {
    protocol_version: null,
    tools: server.tools.map((t) => ({ name: t.name, description: t.description ?? '' })),
  };
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
    const reached =
      server.transport === 'mcp'
        ? await listMcpTools(server, http, signal)
        : await reachHttpServer(server, http, signal);
    return { ok: true, ...reached, latency_ms: latency() };
  } catch (error) {
    const redact = createRedactor(Object.values(server.headers));
    return {
      ok: false,
      protocol_version: null,
      tools: [],
      error: redact(describeMcpError(error)),
      latency_ms: latency(),
    };
  }
}
