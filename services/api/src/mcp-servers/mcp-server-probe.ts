import type { McpServerRecord, McpServerTestResult } from '@switchboard/contracts/mcp-server';
import { oauthToolServer } from '@switchboard/contracts/mcp-server-auth';
import type { McpOAuth } from '@switchboard/kit/mcp/oauth/mcp-oauth';
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
import type { FilledHeaders } from '@switchboard/store/secret-repository';
import { SWITCHBOARD_VERSION } from '@switchboard/kit/version';

/** How long a test may take in all (connect and list, or the reachability request). */
export const PROBE_TIMEOUT_MS = 10_000;
const CLIENT_INFO = { name: 'switchboard-api-test', version: SWITCHBOARD_VERSION };

type Reached = Pick<McpServerTestResult, 'tools' | 'protocol_version'>;

/** A registered server with its headers' `{{secret.NAME}}` references filled. */
type FilledServer = Pick<McpServerRecord, 'url' | 'tools'> & { headers: Record<string, string> };

/**
 * Connects to an MCP server (Streamable HTTP) the way the runner does, the current revision first,
 * and lists its tools afresh (never from a cache).
 */
async function listMcpTools(
  server: FilledServer,
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
  server: FilledServer,
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

export interface ProbeDeps {
  http: HttpClient;
  /** Access tokens of servers behind OAuth (refreshed or fetched as needed). */
  tokens: Pick<McpOAuth, 'accessToken'>;
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
    const oauth = oauthToolServer(server);
    // Behind OAuth the bearer token replaces any stored Authorization header.
    const headers = oauth
      ? { ...filled.headers, Authorization: `Bearer ${await deps.tokens.accessToken(oauth)}` }
      : filled.headers;
    const ready = { ...server, headers };
    const reached =
      server.transport === 'mcp'
        ? await listMcpTools(ready, deps.http, signal)
        : await reachHttpServer(ready, deps.http, signal);
    return { ok: true, ...reached, latency_ms: latency() };
  } catch (error) {
    // Token values never reach this message: the SDK's errors name no header values, and the
    // filled ones are redacted.
    const redact = createRedactor([...Object.values(filled.headers), ...filled.values]);
    return {
      ok: false,
      protocol_version: null,
      tools: [],
      error: redact(describeMcpError(error)),
      latency_ms: latency(),
    };
  }
}
