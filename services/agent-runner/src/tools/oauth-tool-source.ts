/**
 * A registered tool server behind OAuth, as the runner reaches it: every request carries the
 * grant's access token (refreshed before it expires, or after a 401, one process at a time), and
 * what only a person can fix (a refresh token refused, a 403 asking for more scopes) marks the
 * server as needing authorization, tells the team (`mcp_server.authorization_required`) and
 * reaches the model as the tool's failure, naming the server and what to do.
 */
import { InsufficientScopeError, type AuthProvider } from '@modelcontextprotocol/client';
import { AuthorizationRequiredError } from '@switchboard/kit/mcp/oauth/grant';
import type { McpOAuth, OAuthToolServer } from '@switchboard/kit/mcp/oauth/mcp-oauth';
import type { ToolCallOptions, ToolDefinition, ToolResult, ToolSource } from './tool-source.js';

/** Tells the team a server needs a person (the `mcp_server.authorization_required` event). */
export type AuthorizationRequiredSink = (error: AuthorizationRequiredError) => Promise<void>;

/** The transport's bearer tokens for one server: asked before each request, renewed on a 401. */
export function oauthBearer(oauth: McpOAuth, server: OAuthToolServer): AuthProvider {
  let sent: string | undefined;
  return {
    token: async () => (sent = await oauth.accessToken(server)),
    onUnauthorized: async () => {
      sent = await oauth.afterRejection(server, sent ?? '');
    },
  };
}

export class OAuthToolSource implements ToolSource {
  readonly id: string;
  readonly name: string;

  constructor(
    private readonly source: ToolSource,
    private readonly oauth: McpOAuth,
    private readonly server: OAuthToolServer,
    private readonly authorizationRequired: AuthorizationRequiredSink,
  ) {
    this.id = source.id;
    this.name = source.name;
  }

  listTools(signal: AbortSignal): Promise<ToolDefinition[]> {
    return this.guarded(() => this.source.listTools(signal));
  }

  callTool(
    name: string,
    args: Record<string, unknown>,
    options: ToolCallOptions,
  ): Promise<ToolResult> {
    return this.guarded(() => this.source.callTool(name, args, options));
  }

  close(): Promise<void> {
    return this.source.close();
  }

  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const required = findInChain(error, AuthorizationRequiredError);
      if (required) {
        await this.authorizationRequired(required);
        throw required;
      }
      const scope = findInChain(error, InsufficientScopeError);
      if (scope) {
        const { error: stepUp, changed } = await this.oauth.stepUp(
          this.server,
          scope.requiredScope,
        );
        if (changed) await this.authorizationRequired(stepUp);
        throw stepUp;
      }
      throw error;
    }
  }
}

/** `error` or one of its causes that is a `type`. */
function findInChain<T>(error: unknown, type: abstract new (...args: never[]) => T): T | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof type) return current as T;
  }
  return undefined;
}
