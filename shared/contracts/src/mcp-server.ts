/**
 * The tool-server registry, `/mcp-servers` (contract-decisions.md, "Agent loops and executions").
 *
 * Transport `mcp` is MCP over Streamable HTTP (tools are listed by the server itself); `http` is the
 * spec's custom protocol, `POST {tool, parameters, context}` to the URL as registered, which has no
 * listing call, so its tools are part of the registration. Header values are secrets: masked in
 * every response.
 */
import { z } from 'zod';
import {
  dataEnvelope,
  displayName,
  idOf,
  listEnvelope,
  pathIdOf,
  publicView,
  timestamp,
  userUrl,
} from './common.js';
import { headerMap, maskHeaders } from './headers.js';
import { BUILT_IN_TOOL_SERVERS, isBuiltInToolServer } from './agent-loop.js';
import { inputSchema } from './tool-input-schema.js';
import {
  mcpServerAuth,
  mcpServerAuthSettings,
  toPublicAuth,
  type McpServerAuthSettings,
  type OAuthConnectionView,
} from './mcp-server-auth.js';

export const MCP_SERVER_NAME_MAX = 100;
export const TOOL_DESCRIPTION_MAX = 2000;
export const TOOLS_MAX = 100;
export const TRANSPORTS = ['mcp', 'http'] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** What model APIs accept as a function name; the runner offers tools under such names. */
export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
/** The longest name TOOL_NAME_PATTERN allows. */
export const TOOL_NAME_MAX_LENGTH = 64;

export const toolDefinition = z
  .strictObject({
    name: z.string().regex(TOOL_NAME_PATTERN, { error: 'must match ^[a-zA-Z0-9_-]{1,64}$' }),
    description: z
      .string()
      .max(TOOL_DESCRIPTION_MAX, { error: `must be at most ${TOOL_DESCRIPTION_MAX} characters` })
      .default(''),
    input_schema: inputSchema.default({ type: 'object', properties: {} }),
  })
  .meta({ id: 'ToolDefinition' });
export type ToolDefinition = z.output<typeof toolDefinition>;

const tools = z
  .array(toolDefinition)
  .max(TOOLS_MAX, { error: `must list at most ${TOOLS_MAX} tools` })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((tool, index) => {
      if (seen.has(tool.name)) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'must be unique' });
      }
      seen.add(tool.name);
    });
  })
  .meta({ description: 'Required (at least one) for transport "http"; not allowed for "mcp"' });

const transport = z.enum(TRANSPORTS).meta({
  description: 'mcp: MCP Streamable HTTP; http: POST {tool, parameters, context} to the URL',
});

/** The rule tying tools to the transport, checked on create and on the merged record on update. */
export function toolsIssue(server: {
  transport: Transport;
  tools: readonly unknown[];
}): { path: string; message: string } | undefined {
  if (server.transport === 'http' && server.tools.length === 0) {
    return { path: 'tools', message: 'is required for transport "http": list at least one tool' };
  }
  if (server.transport === 'mcp' && server.tools.length > 0) {
    return { path: 'tools', message: 'is only for transport "http"; MCP servers list their own' };
  }
  return undefined;
}

/** The rule tying OAuth to the MCP transport, checked on create and on the merged record. */
export function authIssue(server: {
  transport: Transport;
  auth?: McpServerAuthSettings | undefined;
}): { path: string; message: string } | undefined {
  if (server.transport === 'http' && server.auth?.type === 'oauth') {
    return { path: 'auth', message: 'OAuth is only for transport "mcp"; use headers for "http"' };
  }
  return undefined;
}

/**
 * True when `name` would be offered to the model under a built-in server's prefix: the runner
 * names tools `<server name, non [A-Za-z0-9_-] runs as _>__<tool>`, so `http` or `HTTP!` would
 * take over (or shadow) `http__request`. Compared ignoring case, since models read it that way.
 */
export function isReservedToolServerName(name: string): boolean {
  const prefix = name.replace(/[^a-zA-Z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  return isBuiltInToolServer(prefix.toLowerCase());
}

const serverName = displayName(MCP_SERVER_NAME_MAX).refine(
  (name) => !isReservedToolServerName(name),
  {
    error: `must not be the name of a built-in tool server (${BUILT_IN_TOOL_SERVERS.join(', ')})`,
  },
);

const fields = {
  name: serverName,
  url: userUrl,
  transport,
  headers: headerMap,
  tools,
  auth: mcpServerAuthSettings,
};

export const createMcpServerBody = z
  .strictObject({
    name: fields.name,
    url: fields.url,
    transport: fields.transport.default('mcp'),
    headers: fields.headers.default({}),
    tools: fields.tools.default([]),
    auth: fields.auth.default({ type: 'none' }),
  })
  .superRefine((body, ctx) => {
    const issue = toolsIssue(body) ?? authIssue(body);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type CreateMcpServerBody = z.output<typeof createMcpServerBody>;

/** PATCH: any subset; the transport/tools rule is checked against the merged record. */
export const updateMcpServerBody = z.strictObject(fields).partial();
export type UpdateMcpServerBody = z.output<typeof updateMcpServerBody>;

export const mcpServer = z
  .strictObject({
    id: idOf('mcpServer'),
    name: z.string(),
    url: z.string(),
    transport: z.enum(TRANSPORTS),
    headers: z.record(z.string(), z.string()).meta({ description: 'Values masked' }),
    tools: z.array(toolDefinition),
    auth: mcpServerAuth,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'McpServer' });
export type McpServer = z.output<typeof mcpServer>;

/** A tool server as stored: header values and client secret in clear, plus its team. */
export interface McpServerRecord extends Omit<McpServer, 'auth'> {
  team_id: string;
  /** Absent on servers registered before OAuth (as `{ type: 'none' }`). */
  auth?: McpServerAuthSettings;
}

/**
 * The public view: header values and the client secret masked, the OAuth connection's state
 * (`connection`, null when never connected) beside the settings, no token, no internal fields.
 */
export function toPublicMcpServer(
  record: McpServerRecord,
  connection: OAuthConnectionView | null = null,
): McpServer {
  return publicView(mcpServer, record as unknown as McpServer, {
    headers: maskHeaders(record.headers),
    auth: toPublicAuth(record.auth, connection),
  });
}

export const mcpServerIdParams = z.strictObject({ id: pathIdOf('mcp_server') });
export const mcpServerResponse = dataEnvelope(mcpServer);
export const mcpServerListResponse = listEnvelope(mcpServer);

/**
 * `POST /mcp-servers/{id}/test`: whether the server answers, the MCP revision it was reached with,
 * and the tools it offers.
 */
export const mcpServerTestResult = z
  .strictObject({
    ok: z.boolean(),
    protocol_version: z.string().nullable().meta({
      description:
        'The MCP revision negotiated (2026-07-28 first, else the 2025 handshake: 2025-11-25, ...); null for transport "http" and when no connection was made',
    }),
    tools: z.array(z.strictObject({ name: z.string(), description: z.string() })),
    error: z.string().optional().meta({ description: 'Why the server could not be used' }),
    latency_ms: z.number().int(),
  })
  .meta({ id: 'McpServerTestResult' });
export type McpServerTestResult = z.output<typeof mcpServerTestResult>;
export const mcpServerTestResponse = dataEnvelope(mcpServerTestResult);
