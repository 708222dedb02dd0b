import { isBuiltInToolServer, type BuiltInToolServer } from '@switchboard/contracts/agent-loop';
import type { AgentLoopSnapshot } from '@switchboard/contracts/execution';
import type { GuardedFetch } from '@switchboard/kit/http/fetch';
import type { HttpClient } from '@switchboard/kit/http/types';
import { createRedactor, headerSecrets } from '@switchboard/kit/redact';
import type { McpServerRepository } from '@switchboard/store/mcp-server-repository';
import { teamScope } from '@switchboard/store/port';
import {
  fillSecretHeaders,
  MissingSecretError,
  type FilledHeaders,
  type SecretRepository,
} from '@switchboard/store/secret-repository';
import { createFilesServer, FILES_SERVER_NAME } from '@switchboard/workspace/files-server';
import type { Workspace } from '@switchboard/workspace/workspace';
import { createTimeServer, TIME_SERVER_NAME } from './builtin/time-server.js';
import { CustomHttpToolSource } from './custom-http-tool-source.js';
import { HttpToolSource, type HttpToolLimits } from './http-tool-source.js';
import type { McpServerMemory } from './mcp-server-memory.js';
import { McpToolSource, type McpToolElicitation } from './mcp-tool-source.js';
import { oauthBearer, OAuthToolSource } from './oauth-tool-source.js';
import { oauthToolServer } from '@switchboard/contracts/mcp-server-auth';
import type { McpAnswer, McpQuestion } from '@switchboard/kit/mcp/connect';
import type { AuthorizationRequiredError } from '@switchboard/kit/mcp/oauth/grant';
import type { McpOAuth } from '@switchboard/kit/mcp/oauth/mcp-oauth';
import { RedactingToolSource } from './redacting-tool-source.js';
import type { ToolDefinition, ToolSource } from './tool-source.js';

const MODEL_CATALOG_SERVER = 'model-catalog';

export interface ToolSourceDeps {
  mcpServers: Pick<McpServerRepository, 'findById'>;
  /** Access tokens of tool servers behind OAuth. */
  oauth: McpOAuth;
  /**
   * Tells the team a server needs a person (`mcp_server.authorization_required`), naming the run
   * that found out when one did.
   */
  authorizationRequired: (
    teamId: string,
    error: AuthorizationRequiredError,
    executionId?: string,
  ) => Promise<void>;
  /** The team secrets vault: fills `{{secret.NAME}}` in tool-server and callback headers. */
  secrets: Pick<SecretRepository, 'valuesOf'>;
  /** Guarded client for user-registered destinations (SSRF rules apply). */
  http: HttpClient;
  /** Guarded fetch for user-registered MCP servers. */
  fetch: GuardedFetch;
  /** Fetch for the operator-configured catalog (a trusted origin). */
  catalogFetch: GuardedFetch;
  /** What the process remembers about MCP servers between executions (eras, cached lists). */
  mcpMemory: McpServerMemory;
  /** `CATALOG_URL`; its MCP endpoint is `<CATALOG_URL>/mcp`. */
  catalogUrl: string;
  httpToolLimits: HttpToolLimits;
  /** Operator secrets (LLM_API_KEY) that tool answers must never carry further. */
  operatorSecrets?: readonly string[];
  /** The team workspaces behind the `files` built-in. */
  workspace: Workspace;
}

/** How each built-in tool server is opened for one team's execution (the one list of them). */
const BUILT_IN_SOURCES: Readonly<
  Record<BuiltInToolServer, (teamId: string, deps: ToolSourceDeps) => ToolSource>
> = {
  http: (_teamId, deps) => new HttpToolSource(deps.http, deps.httpToolLimits),
  'model-catalog': (teamId, deps) => {
    const url = `${deps.catalogUrl}/mcp`;
    return new McpToolSource({
      id: MODEL_CATALOG_SERVER,
      name: MODEL_CATALOG_SERVER,
      url,
      headers: {},
      fetch: deps.catalogFetch,
      teamId,
      memory: deps.mcpMemory.forServer(url, {}),
    });
  },
  files: (teamId, deps) =>
    new McpToolSource({
      id: FILES_SERVER_NAME,
      name: FILES_SERVER_NAME,
      createServer: () => createFilesServer({ workspace: deps.workspace, teamId }),
    }),
  time: () =>
    new McpToolSource({
      id: TIME_SERVER_NAME,
      name: TIME_SERVER_NAME,
      createServer: () => createTimeServer(),
    }),
};

/** Stands in for a server that cannot be used, so the failure shows up in the step log. */
class UnavailableToolSource implements ToolSource {
  constructor(
    readonly id: string,
    readonly name: string,
    private readonly reason: string,
  ) {}

  async listTools(): Promise<ToolDefinition[]> {
    throw new Error(this.reason);
  }

  async callTool(): Promise<never> {
    throw new Error(this.reason);
  }

  async close(): Promise<void> {}
}

/**
 * How a run answers its registered servers' questions (the loop's `elicitation`); `askInCall`
 * puts a 2025-era server's question to a person (by server id). Default: declined.
 */
export interface RunElicitation {
  mode: 'decline' | 'ask';
  askInCall?: (
    server: string,
  ) => (question: McpQuestion, signal: AbortSignal) => Promise<McpAnswer>;
}

/**
 * The tool sources of a loop's `mcp_servers`: built-ins by name, registered servers by id, their
 * headers' `{{secret.NAME}}` references filled from the team's vault. Every source's answers and
 * errors are redacted of every secret the execution uses (all its tool servers' headers, its
 * callback headers and secret, the secrets filled into them, the operator's secrets).
 */
export async function openToolSources(
  teamId: string,
  loop: Pick<AgentLoopSnapshot, 'mcp_servers' | 'callback_headers' | 'callback_secret'>,
  deps: ToolSourceDeps,
  elicitation: RunElicitation = { mode: 'decline' },
): Promise<ToolSource[]> {
  const elicitationFor = (server: string): McpToolElicitation => {
    const ask = elicitation.askInCall?.(server);
    return { mode: elicitation.mode, ...(ask ? { ask } : {}) };
  };
  const secrets: string[] = [
    ...(deps.operatorSecrets ?? []),
    ...headerSecrets(loop.callback_headers),
    loop.callback_secret,
    ...(await callbackSecrets(teamId, loop.callback_headers, deps)),
  ];
  const sources = await Promise.all(
    loop.mcp_servers.map(async (entry): Promise<ToolSource> => {
      if (isBuiltInToolServer(entry)) return BUILT_IN_SOURCES[entry](teamId, deps);
      const server = await deps.mcpServers.findById(teamScope(teamId), entry);
      if (!server) {
        return new UnavailableToolSource(
          entry,
          entry,
          `Tool server ${entry} is not registered (was it deleted?).`,
        );
      }
      secrets.push(...headerSecrets(server.headers));
      let filled: FilledHeaders;
      try {
        filled = await fillSecretHeaders(deps.secrets, teamId, server.headers);
      } catch (error) {
        if (!(error instanceof MissingSecretError)) throw error;
        return new UnavailableToolSource(server.id, server.name, error.message);
      }
      secrets.push(...headerSecrets(filled.headers), ...filled.values);
      if (server.transport === 'http') {
        return new CustomHttpToolSource({
          id: server.id,
          name: server.name,
          url: server.url,
          headers: filled.headers,
          tools: server.tools,
          http: deps.http,
        });
      }
      const oauth = oauthToolServer(server);
      // Behind OAuth a run needs a token before it starts: a server only a person can connect
      // fails the run at once (AuthorizationRequiredError), naming the server and the fix.
      if (oauth) await deps.oauth.accessToken(oauth);
      const source = new McpToolSource({
        id: server.id,
        name: server.name,
        url: server.url,
        headers: filled.headers,
        fetch: deps.fetch,
        teamId,
        memory: deps.mcpMemory.forServer(server.url, filled.headers),
        elicitation: elicitationFor(server.id),
        ...(oauth ? { auth: oauthBearer(deps.oauth, oauth) } : {}),
      });
      if (!oauth) return source;
      return new OAuthToolSource(source, deps.oauth, oauth, (error) =>
        deps.authorizationRequired(teamId, error),
      );
    }),
  );
  const redact = createRedactor(secrets);
  return sources.map((source) => new RedactingToolSource(source, redact));
}

/**
 * The values the loop's callback headers take once filled: a tool that echoes them must not carry
 * them further either. A missing secret fills nothing here; the callback itself reports it.
 */
async function callbackSecrets(
  teamId: string,
  headers: Readonly<Record<string, string>>,
  deps: Pick<ToolSourceDeps, 'secrets'>,
): Promise<string[]> {
  try {
    const filled = await fillSecretHeaders(deps.secrets, teamId, headers);
    return [...headerSecrets(filled.headers), ...filled.values];
  } catch (error) {
    if (error instanceof MissingSecretError) return [];
    throw error;
  }
}
