/**
 * Real MCP servers that ask the user a question in the middle of a call (elicitation), one era
 * each: `2026-07-28` (the SDK v2 server package: the call answers `input_required` and is made
 * again with the answers and the server's `requestState`) or `2025-11-25` (the v1 SDK, stateful:
 * the server sends `elicitation/create` on the call's stream and waits for the answer). Both serve
 * `book_table` (a form question: how many seats) and `link_account` (a URL question).
 */
import { randomUUID } from 'node:crypto';
import { McpServer as LegacyMcpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  createMcpHandler,
  inputRequired,
  inputResponse,
  McpServer,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { listenFetchOnLoopback, type FakeMcpEra } from './fake-mcp-server.js';

export const SEATS_SCHEMA = {
  type: 'object',
  properties: { seats: { type: 'integer', minimum: 1, maximum: 12, description: 'Seats' } },
  required: ['seats'],
} as const;

export const ACCOUNT_URL = 'https://accounts.example.com/link?session=abc';

type Answer =
  { action: 'accept'; content?: Record<string, unknown> } | { action: 'decline' | 'cancel' };

/** What the tools answer, whichever era asked: the same words for the same answer. */
function bookingText(restaurant: string, answer: Answer): string {
  if (answer.action === 'accept')
    return `Booked ${String(answer.content?.seats)} seats at ${restaurant}.`;
  return `Not booked: the user chose ${answer.action}.`;
}

function linkText(answer: Answer): string {
  return answer.action === 'accept'
    ? 'Account linked.'
    : `Not linked: the user chose ${answer.action}.`;
}

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
const bookingInput = { restaurant: z.string() };

function modernServer(seen: ElicitingMcpServer['seen']): McpServer {
  const server = new McpServer({ name: 'booking', version: '1.0.0' });
  server.registerTool(
    'book_table',
    {
      description: 'Books a table; asks the user how many seats',
      inputSchema: z.object(bookingInput),
    },
    async ({ restaurant }, ctx) => {
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'seats');
      if (answer.kind !== 'elicit') {
        return inputRequired({
          inputRequests: {
            seats: inputRequired.elicit({
              message: `How many seats at ${restaurant}?`,
              requestedSchema: SEATS_SCHEMA as never,
            }),
          },
          requestState: `booking:${restaurant}`,
        });
      }
      seen.push({ requestState: ctx.mcpReq.requestState() as string | undefined, answer });
      return text(bookingText(restaurant, answer as Answer));
    },
  );
  server.registerTool(
    'link_account',
    {
      description: 'Links the user’s account; asks them to visit a page',
      inputSchema: z.object({}),
    },
    async (_args, ctx) => {
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'link');
      if (answer.kind !== 'elicit') {
        return inputRequired({
          inputRequests: {
            link: inputRequired.elicitUrl({
              message: 'Sign in to link your account',
              url: ACCOUNT_URL,
            }),
          },
        });
      }
      seen.push({ requestState: undefined, answer });
      return text(linkText(answer as Answer));
    },
  );
  return server;
}

function legacyServer(seen: ElicitingMcpServer['seen']): LegacyMcpServer {
  const server = new LegacyMcpServer({ name: 'booking', version: '1.0.0' });
  server.registerTool(
    'book_table',
    { description: 'Books a table; asks the user how many seats', inputSchema: bookingInput },
    async ({ restaurant }) => {
      const answer = (await server.server.elicitInput({
        message: `How many seats at ${restaurant}?`,
        requestedSchema: SEATS_SCHEMA as never,
      })) as Answer;
      seen.push({ requestState: undefined, answer });
      return text(bookingText(restaurant, answer));
    },
  );
  server.registerTool(
    'link_account',
    { description: 'Links the user’s account; asks them to visit a page', inputSchema: {} },
    async () => {
      const answer = (await server.server.elicitInput({
        mode: 'url',
        message: 'Sign in to link your account',
        url: ACCOUNT_URL,
        elicitationId: randomUUID(),
      })) as Answer;
      seen.push({ requestState: undefined, answer });
      return text(linkText(answer));
    },
  );
  return server;
}

/** A stateful 2025-era endpoint: one server and transport per session, found by its header. */
function legacyHandler(seen: ElicitingMcpServer['seen']): (request: Request) => Promise<Response> {
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();
  return async (request) => {
    const id = request.headers.get('mcp-session-id');
    const known = id ? sessions.get(id) : undefined;
    if (known) return known.handleRequest(request);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sessionId) => {
        sessions.set(sessionId, transport);
      },
    });
    await legacyServer(seen).connect(transport);
    return transport.handleRequest(request);
  };
}

export interface ElicitingMcpServer {
  /** The `/mcp` endpoint on 127.0.0.1. */
  url: string;
  /** Every answer a tool received, with the state the client echoed (2026 era). */
  seen: Array<{ requestState: string | undefined; answer: unknown }>;
  close(): Promise<void>;
}

/** An eliciting MCP server of one era on a free loopback port. */
export async function startElicitingMcpServer(era: FakeMcpEra): Promise<ElicitingMcpServer> {
  const seen: ElicitingMcpServer['seen'] = [];
  const serve =
    era === '2026-07-28'
      ? (() => {
          const handler = createMcpHandler(() => modernServer(seen), { legacy: 'reject' });
          return (request: Request) => handler.fetch(request);
        })()
      : legacyHandler(seen);
  const running = await listenFetchOnLoopback(serve);
  return { url: `${running.url}/mcp`, seen, close: () => running.close() };
}
