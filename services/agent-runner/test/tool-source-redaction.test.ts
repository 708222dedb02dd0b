/**
 * Tool servers that echo their request headers back in errors: what the model, the step log and
 * the runner's log get is redacted of every secret the execution uses, on both transports.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { McpServerRecord } from '@switchboard/contracts/mcp-server';
import { createHttpClient } from '@switchboard/kit/http/client';
import { createGuardedFetch } from '@switchboard/kit/http/fetch';
import type { HttpClient } from '@switchboard/kit/http/types';
import { createLogger } from '@switchboard/kit/logger';
import type { Collection } from '@switchboard/store/port';
import type { Workspace } from '@switchboard/workspace/workspace';
import { McpServerMemory } from '../src/tools/mcp-server-memory.js';
import { openToolSources, type ToolSourceDeps } from '../src/tools/open-tool-sources.js';
import { Toolbox } from '../src/tools/toolbox.js';
import { loopSnapshot } from './support.js';

const TOOL_KEY = 'tool-server-key-4242';
const MCP_KEY = 'mcp-server-key-7171';
const CALLBACK_TOKEN = 'callback-token-9090';
const LLM_KEY = 'sk-operator-key-5555';
const SECRETS = [TOOL_KEY, MCP_KEY, CALLBACK_TOKEN, LLM_KEY];

let server: Server;
let url: string;
let http: HttpClient;

// Answers every request with an error that quotes all of its headers (and, for good measure,
// the other secrets an execution knows, as a confused server might).
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const echo = `headers seen: ${JSON.stringify(req.headers)} also ${CALLBACK_TOKEN} ${LLM_KEY}`;
      if (req.url === '/custom-failure') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, error: { code: 'TOOL_ERROR', message: echo } }));
        return;
      }
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(echo);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  http = createHttpClient({ allowPrivateNetwork: true });
  servers = registered();
});

afterAll(async () => {
  http.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function record(id: string, fields: Partial<McpServerRecord>): McpServerRecord {
  return {
    id,
    team_id: 'team_1',
    name: id,
    url: `${url}/${id}`,
    transport: 'http',
    headers: {},
    tools: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  } as McpServerRecord;
}

const lookup = { name: 'lookup', description: 'd', input_schema: { type: 'object' } };
let servers: Record<string, McpServerRecord> = {};
const registered = (): Record<string, McpServerRecord> => ({
  mcp_custom: record('mcp_custom', {
    url: `${url}/custom-failure`,
    headers: { Authorization: `Bearer ${TOOL_KEY}` },
    tools: [lookup],
  }),
  mcp_failing: record('mcp_failing', {
    headers: { 'X-Api-Key': TOOL_KEY },
    tools: [lookup],
  }),
  mcp_sdk: record('mcp_sdk', { transport: 'mcp', headers: { 'X-Api-Key': MCP_KEY } }),
});

function deps(): ToolSourceDeps {
  const mcpServers = {
    findById: async (_scope: unknown, id: string) => servers[id] ?? null,
  } as unknown as Collection<McpServerRecord>;
  return {
    mcpServers,
    http,
    fetch: createGuardedFetch(http),
    catalogFetch: createGuardedFetch(http),
    mcpMemory: new McpServerMemory(),
    catalogUrl: url,
    httpToolLimits: { maxResponseBytes: 65_536, timeoutMs: 5_000 },
    operatorSecrets: [LLM_KEY],
    secrets: { valuesOf: async () => new Map() },
    // No server here is behind OAuth.
    oauth: {} as never,
    authorizationRequired: async () => undefined,
    // No loop here names the `files` built-in.
    workspace: {} as Workspace,
  };
}

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe('tool sources redact what tool servers echo', () => {
  it('cleans tool errors (custom http transport) and listing errors (MCP) everywhere they go', async () => {
    const lines: string[] = [];
    const logger = createLogger({
      name: 'test',
      level: 'debug',
      destination: { write: (line: string) => void lines.push(line) },
    });
    const loop = loopSnapshot({
      mcp_servers: ['mcp_custom', 'mcp_failing', 'mcp_sdk'],
      callback_headers: { 'X-Receiver-Token': CALLBACK_TOKEN },
    });
    const sources = await openToolSources('team_1', loop, deps());
    const signal = new AbortController().signal;
    const toolbox = await Toolbox.open(sources, { signal, timeoutMs: 5_000 }, logger);
    try {
      const context = { agentLoopId: 'loop_1', executionId: 'exec_1' };
      const reported = await toolbox.call('mcp_custom__lookup', '{}', {
        signal,
        timeoutMs: 5_000,
        context,
      });
      const garbage = await toolbox.call('mcp_failing__lookup', '{}', {
        signal,
        timeoutMs: 5_000,
        context,
      });
      // The calls and the listing did fail, with the server's words kept around the secrets.
      expect(reported.error).toContain('TOOL_ERROR: headers seen');
      expect(reported.error).toContain('[redacted]');
      expect(garbage.error).toContain('[redacted]');
      expect(toolbox.failures.map((f) => f.server)).toEqual(['mcp_sdk']);
      expect(toolbox.failures[0]?.error).toContain('[redacted]');
      expectNoSecret(JSON.stringify([reported, garbage, toolbox.failures]));
      expect(lines.join('')).toContain('tool listing failed');
      expectNoSecret(lines.join(''));
    } finally {
      await toolbox.close();
    }
  });

  it('shows a person approving a call its arguments with the run’s secrets redacted', async () => {
    const loop = loopSnapshot({
      mcp_servers: ['mcp_custom'],
      callback_headers: { 'X-Receiver-Token': CALLBACK_TOKEN },
    });
    const sources = await openToolSources('team_1', loop, deps());
    const signal = new AbortController().signal;
    const toolbox = await Toolbox.open(sources, {
      signal,
      timeoutMs: 5_000,
      policies: [{ server: 'mcp_custom', tool: '*', action: 'ask' }],
    });
    try {
      // A model that copied a secret it saw into the arguments of a call that asks first.
      const raw = JSON.stringify({ query: `token ${TOOL_KEY}`, nested: { keys: [LLM_KEY] } });
      const asked = toolbox.forApproval('mcp_custom__lookup', raw);
      expect(asked?.tool).toMatchObject({ server: 'mcp_custom', tool: 'lookup', policy: 'ask' });
      expect(asked?.arguments).toEqual({
        query: 'token [redacted]',
        nested: { keys: ['[redacted]'] },
      });
    } finally {
      await toolbox.close();
    }
  });
});
