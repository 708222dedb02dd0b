/**
 * What Switchboard sends out, in OpenAPI 3.1 terms: team event deliveries as top-level `webhooks`
 * and an agent loop's result as `callbacks` of the routes that set its URL. Both are POSTs of JSON
 * signed per Standard Webhooks, so they share the signature headers and the answer rules.
 */
import { EVENT_TYPES, eventEnvelopeOf, type EventType } from '@switchboard/contracts/events';
import { callbackBody } from '@switchboard/contracts/execution';
import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A signed POST Switchboard makes, as documented. */
export interface OutboundPostDoc {
  summary: string;
  description: string;
  body: z.ZodType;
  /** Answer status (or range, e.g. `2XX`) and what Switchboard then does. */
  responses: Readonly<Record<string, string>>;
}

/** An OAS callback a route declares: the receiver's URL as a runtime expression, and the POST. */
export interface RouteCallback {
  /** e.g. `{$request.body#/callback_url}` */
  url: string;
  post: OutboundPostDoc;
}

const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description:
      'Id of the message, the same on every retry of it: de-duplicate on it (an event’s `evt_...` id; a callback’s `callback.webhook_id` of the execution).',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description:
      'Unix time (seconds) of this attempt; refuse one far from your clock (Standard Webhooks libraries allow 5 minutes).',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      'Space-separated `v1,<base64>` signatures: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64-decoded part of the secret after `whsec_`. Verify the raw bytes with a Standard Webhooks library (e.g. the `standardwebhooks` npm package) before parsing.',
    schema: { type: 'string' },
  },
];

/** How Switchboard treats the receiver's answer (network errors and timeouts count as 5xx). */
const ANSWERS = {
  '2XX': 'Delivered',
  '4XX':
    'Refused as sent: final, not sent again automatically (408, 425 and 429 are retried with backoff)',
  '5XX': 'Retried with backoff, as are network errors and timeouts',
};

/** The POST operation of a signed delivery. */
export function outboundOperation(
  operationId: string,
  doc: OutboundPostDoc,
  addSchema: (schema: z.ZodType) => JsonSchema,
): Record<string, unknown> {
  return {
    post: {
      operationId,
      summary: doc.summary,
      description: doc.description,
      parameters: SIGNATURE_HEADERS,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: addSchema(doc.body) } },
      },
      responses: Object.fromEntries(
        Object.entries(doc.responses).map(([status, description]) => [status, { description }]),
      ),
    },
  };
}

const EVENT_SUMMARIES: Readonly<Record<EventType, string>> = {
  'bot.message_received': 'A user’s message reached a bot',
  'integration.failed': 'Every integration of a bot failed to answer a message',
  'agent_loop.completed': 'An agent loop’s execution ended (any terminal status)',
  'channel.disconnected': 'A channel lost its platform connection',
  'mcp_server.authorization_required':
    'A tool server behind OAuth needs a person to connect it again (a run could not use it, its consent was revoked, or it asks for more scopes)',
  'conversation.handoff_requested':
    'A conversation was handed to a person (by its integration’s answer or through the API)',
  'message.delivery_failed':
    'An outbound message (a reply, a person’s or a proactive message) could not be delivered',
  'execution.approval_requested':
    'An execution paused for a person: a tool call or its budget waits for approval',
};

/** `webhooks`: one entry per event type, as POSTed to the team endpoints subscribed to it. */
export function eventWebhooks(
  addSchema: (schema: z.ZodType) => JsonSchema,
): Record<string, unknown> {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      outboundOperation(
        `event${type.replace(/(^|[._])(\w)/g, (_m, _sep, c: string) => c.toUpperCase())}`,
        {
          summary: EVENT_SUMMARIES[type],
          description: `Sent to every enabled team webhook endpoint subscribed to \`${type}\`, signed with the endpoint’s secret; each attempt is recorded as a delivery (GET /v1/webhooks/{id}/deliveries).`,
          body: eventEnvelopeOf(type),
          responses: {
            ...ANSWERS,
            '410': 'Gone: the delivery fails and the endpoint is disabled',
          },
        },
        addSchema,
      ),
    ]),
  );
}

/** The agent loop's callback: its result POSTed to the loop's `callback_url` when a run ends. */
export function loopCallback(url: string): RouteCallback {
  return {
    url,
    post: {
      summary: 'An execution of this loop ended: its result',
      description:
        'POSTed to the loop’s `callback_url` for every terminal status, with the loop’s `callback_headers`, signed with its `callback_secret`. The execution’s `callback` field records every attempt.',
      body: callbackBody,
      responses: ANSWERS,
    },
  };
}
