import { HttpFake, type ReceivedRequest } from './http-fake.js';

/** The integration request body the relay sends (spec: "Outbound call to an integration webhook"). */
export interface IntegrationRequest {
  messages: Array<{ role: string; content: unknown }>;
  conversation_id: string;
  user: { id: string; name: string; platform: string; username?: string };
  bot: { id: string; name: string };
  metadata: { channel: string; chat_id: string; message_id?: string };
}

/** The parsed body of a recorded integration call. */
export function integrationBody(request: ReceivedRequest): IntegrationRequest {
  return JSON.parse(request.raw) as IntegrationRequest;
}

/**
 * Two AI backends on one loopback server, `/primary` and `/fallback`. Each answers
 * `<name> heard: <last user message>`; `failing` holds the paths that answer 503 instead.
 */
export function fakeBackends(failing: Set<string>): HttpFake {
  return new HttpFake((request) => {
    const name = request.path.replace(/^\//, '');
    if (failing.has(request.path)) {
      return { status: 503, body: { error: 'backend overloaded', code: 'UNAVAILABLE' } };
    }
    const last = integrationBody(request).messages.at(-1);
    return {
      status: 200,
      body: { content: `${name} heard: ${String(last?.content)}`, metadata: { backend: name } },
    };
  });
}
