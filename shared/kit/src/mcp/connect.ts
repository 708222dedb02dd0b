/**
 * How every Switchboard process connects to an MCP server as a client (the agent runner for its
 * tool servers, the API for `POST /v1/mcp-servers/{id}/test`): one negotiation, so what the test
 * button reports is what a run gets. It lives in the kit beside the guarded HTTP client because
 * both services need it and a service never imports another.
 */
import {
  type AuthProvider,
  Client,
  SdkError,
  SdkHttpError,
  StreamableHTTPClientTransport,
  SUPPORTED_PROTOCOL_VERSIONS,
  type Implementation,
  type PriorDiscovery,
  type ResponseCacheStore,
  type Transport,
} from '@modelcontextprotocol/client';
import type { GuardedFetch } from '../http/fetch.js';

/** The MCP revision tried first: stateless, `server/discover` instead of `initialize`. */
export const CURRENT_MCP_REVISION = '2026-07-28';

/**
 * The revisions offered, newest first. The SDK's exported list (2.4) names only the 2025-era
 * revisions, so the current one is put in front here; a server that knows only those gets the
 * `initialize` handshake.
 */
export const MCP_PROTOCOL_VERSIONS: readonly string[] = [
  CURRENT_MCP_REVISION,
  ...SUPPORTED_PROTOCOL_VERSIONS.filter((version) => version !== CURRENT_MCP_REVISION),
];

/**
 * Pages of `tools/list` followed before giving up on a server whose cursor never ends (the SDK
 * fails such a listing rather than return part of it). The runner and the tool-server test use the
 * same bound, so the test shows what a run gets.
 */
export const MCP_LIST_MAX_PAGES = 20;

/** A server reached over Streamable HTTP. */
export interface McpHttpEndpoint {
  /** The server's endpoint, e.g. `https://tools.example.com/mcp`. */
  url: string;
  /** Stored headers (API keys), sent with every request. */
  headers: Record<string, string>;
  /** The guarded fetch every request goes through (SSRF rules, time and size limits). */
  fetch: GuardedFetch;
  /**
   * Bearer tokens of a server behind OAuth (asked before each request, renewed on a 401); a 403
   * `insufficient_scope` then throws the SDK's InsufficientScopeError for the caller to handle.
   */
  auth?: AuthProvider;
}

/** A question a server asks the user in the middle of a call (MCP elicitation), either mode. */
export type McpQuestion =
  | {
      mode?: 'form';
      message: string;
      /** The restricted JSON Schema (an object of primitive properties) of the answer. */
      requestedSchema: Record<string, unknown>;
    }
  | { mode: 'url'; message: string; url: string; elicitationId?: string };

/** The answer to a question: the user accepted (with content, in form mode), declined or cancelled. */
export interface McpAnswer {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
  /** Other members a result may carry (`_meta`). */
  [key: string]: unknown;
}

/**
 * How a client answers servers' questions. The elicitation capability (form and URL modes) is
 * always declared, so servers ask and always get an answer.
 */
export interface McpElicitation {
  /** Answers one question while the server waits (2025 era; 2026 era unless `manual`). */
  answer: (question: McpQuestion, signal: AbortSignal) => Promise<McpAnswer>;
  /**
   * 2026 era: calls made with `allowInputRequired` hand an `input_required` result back to the
   * caller (which may answer it much later, on another connection) instead of answering here.
   */
  manual?: boolean;
}

export interface McpConnectOptions {
  clientInfo: Implementation;
  /** How the client answers servers' questions; none: it declares no elicitation capability. */
  elicitation?: McpElicitation;
  /** Aborts the handshake (the caller's deadline, cancellation). */
  signal: AbortSignal;
  /** The SDK's own per-request limit; callers that bound the work themselves pass a large one. */
  timeoutMs: number;
  /** A remembered era verdict: skips the `server/discover` probe. */
  prior?: PriorDiscovery;
  /** Where `tools/list` answers are kept between connections, honouring their cache hints. */
  responseCacheStore?: ResponseCacheStore;
  /** Who the answers are for: `private` cache entries are kept per partition. */
  cachePartition?: string;
}

/** Streamable HTTP through the guarded fetch, with the server's stored headers on every request. */
export function mcpHttpTransport(endpoint: McpHttpEndpoint): StreamableHTTPClientTransport {
  return new StreamableHTTPClientTransport(new URL(endpoint.url), {
    fetch: endpoint.fetch,
    requestInit: { headers: endpoint.headers },
    ...(endpoint.auth
      ? { authProvider: endpoint.auth, onInsufficientScope: 'throw' as const }
      : {}),
  });
}

/**
 * Connects with version negotiation: `server/discover` at the current revision first, the 2025
 * `initialize` handshake when the server only knows that (the SDK's default is the 2025 handshake
 * alone, which a 2026-only server refuses with -32022). Once the current revision is negotiated the
 * SDK sends `MCP-Protocol-Version`, `Mcp-Method` and `Mcp-Name` on every request.
 */
export async function connectMcp(
  transport: Transport,
  options: McpConnectOptions,
): Promise<Client> {
  const { elicitation } = options;
  const client = new Client(options.clientInfo, {
    versionNegotiation: { mode: 'auto' },
    supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
    ...(elicitation
      ? {
          capabilities: { elicitation: { form: {}, url: {} } },
          inputRequired: { autoFulfill: elicitation.manual !== true },
        }
      : {}),
    ...(options.responseCacheStore ? { responseCacheStore: options.responseCacheStore } : {}),
    ...(options.cachePartition === undefined ? {} : { cachePartition: options.cachePartition }),
    listMaxPages: MCP_LIST_MAX_PAGES,
  });
  if (elicitation) {
    client.setRequestHandler('elicitation/create', async (request, ctx) => {
      const answer = await elicitation.answer(request.params as McpQuestion, ctx.mcpReq.signal);
      return answer as never;
    });
  }
  await client.connect(transport, {
    signal: options.signal,
    timeout: options.timeoutMs,
    ...(options.prior ? { prior: options.prior } : {}),
  });
  return client;
}

/** How long ending a 2025-era session may take before the connection is closed anyway. */
const SESSION_END_TIMEOUT_MS = 2_000;

/**
 * Ends the server-side session a 2025-era stateful server keeps per client (the current revision
 * has none), then closes. Never throws and never waits on a server that does not answer.
 */
export async function disconnectMcp(
  client: Client | null,
  transport?: StreamableHTTPClientTransport | null,
): Promise<void> {
  if (transport?.sessionId !== undefined) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      transport.terminateSession().catch(() => undefined),
      new Promise((resolve) => {
        timer = setTimeout(resolve, SESSION_END_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  await client?.close().catch(() => undefined);
  await transport?.close().catch(() => undefined);
}

/** The revision a connected client negotiated (`2026-07-28`, `2025-11-25`, ...). */
export function negotiatedRevision(client: Client): string {
  return client.getNegotiatedProtocolVersion() ?? 'unknown';
}

/**
 * The era verdict to remember after a connection, or undefined when there is none worth keeping:
 * a current-revision server's `server/discover` answer, or the fact that it only spoke 2025.
 */
export function eraVerdict(client: Client): PriorDiscovery | undefined {
  if (client.getProtocolEra() === 'legacy') return { kind: 'legacy' };
  const discover = client.getDiscoverResult();
  return discover ? { kind: 'modern', discover } : undefined;
}

/**
 * The most useful words of an SDK failure: an HTTP rejection names its status and body, and the
 * guarded fetch's own errors (SSRF refusals, limits) are the `cause` of the TypeError fetch throws.
 */
export function describeMcpError(error: unknown): string {
  if (error instanceof SdkHttpError || error instanceof SdkError) return error.message;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message || error.name : String(error);
}
