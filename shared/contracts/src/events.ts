/**
 * Events and team webhook endpoints (contract-decisions.md, "Events"). Every event is persisted
 * as one delivery per subscribed, enabled endpoint, signed per Standard Webhooks with the
 * endpoint's secret, retried with backoff; a 410 answer disables the endpoint.
 */
import { z } from 'zod';
import {
  dataEnvelope,
  idOf,
  listEnvelope,
  pathIdOf,
  publicView,
  timestamp,
  userUrl,
} from './common.js';
import { paginationQuery } from './query.js';
import { callbackBody, deliveryAttempt } from './execution.js';
import { eventType, type EventType } from './event-types.js';
import { message } from './message.js';
import { HANDOFF_REQUESTERS } from './conversation.js';
import { approvalRequestedData } from './approvals.js';

export { EVENT_TYPES, eventType, type EventType } from './event-types.js';

export const messageReceivedData = z.strictObject({
  bot_id: z.string(),
  channel_id: z.string(),
  conversation_id: z.string(),
  message,
});
export const integrationFailedData = z.strictObject({
  bot_id: z.string(),
  conversation_id: z.string(),
  message_id: z.string(),
  attempts: z.array(z.strictObject({ integration_id: z.string(), error: z.string() })),
});
/** A tool server behind OAuth that needs a person to (re)connect it, and why. */
export const authorizationRequiredData = z.strictObject({
  mcp_server_id: z.string(),
  name: z.string(),
  reason: z.string(),
  scopes: z.array(z.string()),
  /** The run that could not use it, when a run found out. */
  execution_id: z.string().nullable(),
});
export const channelDisconnectedData = z.strictObject({
  bot_id: z.string(),
  channel_id: z.string(),
  type: z.string(),
  reason: z.string(),
});

export const handoffRequestedData = z.strictObject({
  bot_id: z.string(),
  channel_id: z.string(),
  conversation_id: z.string(),
  reason: z.string().nullable(),
  requested_by: z.enum(HANDOFF_REQUESTERS),
  /** The answering integration, when it asked for the handoff. */
  integration_id: z.string().nullable(),
  /** The user message whose answer asked for the handoff, when an integration asked. */
  message_id: z.string().nullable(),
});
export const deliveryFailedData = z.strictObject({
  bot_id: z.string(),
  channel_id: z.string(),
  conversation_id: z.string(),
  /** The outbound message, its `delivery.error` saying why. */
  message,
});

/** `data` of each event type. */
export const EVENT_DATA = {
  'bot.message_received': messageReceivedData,
  'integration.failed': integrationFailedData,
  'agent_loop.completed': callbackBody,
  'channel.disconnected': channelDisconnectedData,
  'mcp_server.authorization_required': authorizationRequiredData,
  'conversation.handoff_requested': handoffRequestedData,
  'message.delivery_failed': deliveryFailedData,
  'execution.approval_requested': approvalRequestedData,
} as const satisfies Record<EventType, z.ZodType>;
export type EventData<T extends EventType> = z.output<(typeof EVENT_DATA)[T]>;

/** The envelope of one event type, as the endpoints subscribed to it receive it. */
export function eventEnvelopeOf<T extends EventType>(type: T) {
  return z.strictObject({
    id: idOf('event'),
    type: z.literal(type),
    created_at: timestamp,
    data: EVENT_DATA[type],
  });
}

/** The signed JSON body every endpoint receives: `{ id, type, created_at, data }`. */
export const eventEnvelope = z
  .discriminatedUnion('type', [
    eventEnvelopeOf('bot.message_received'),
    eventEnvelopeOf('integration.failed'),
    eventEnvelopeOf('agent_loop.completed'),
    eventEnvelopeOf('channel.disconnected'),
    eventEnvelopeOf('mcp_server.authorization_required'),
    eventEnvelopeOf('conversation.handoff_requested'),
    eventEnvelopeOf('message.delivery_failed'),
    eventEnvelopeOf('execution.approval_requested'),
  ])
  .meta({ id: 'Event' });
export type EventEnvelope = z.output<typeof eventEnvelope>;

/**
 * An event as stored in the outbox (services/api/src/events/README.md). `dispatch_status` is
 * `pending` until one delivery per subscribed endpoint exists; `dispatch_after` is when the fan-out
 * may be (re)claimed, pushed forward as the claim's lease so a process that dies mid-fan-out is
 * taken over.
 */
export type EventRecord = EventEnvelope & {
  team_id: string;
  dispatch_status: 'pending' | 'dispatched';
  dispatch_after: string;
  /** How many deliveries the fan-out created (0 when no endpoint wanted the event). */
  deliveries_created?: number;
  /** How many event-triggered runs led to this event (agent_loop.completed of such a run). */
  trigger_depth?: number;
  /** Set once one process has started the event triggers' runs for it. */
  triggers_claimed?: boolean;
};

/** The stored outbox record for a new event, due for fan-out at once. */
export function newEventRecord<T extends EventType>(
  id: string,
  teamId: string,
  type: T,
  data: EventData<T>,
  now: Date,
  /** Event-triggered runs that led to it (a triggered run's completion); default none. */
  triggerDepth = 0,
): EventRecord {
  const at = now.toISOString();
  // The cast joins the type and its data, which the signature already ties together.
  const envelope = { id, type, created_at: at, data } as EventEnvelope;
  return {
    ...envelope,
    team_id: teamId,
    dispatch_status: 'pending',
    dispatch_after: at,
    ...(triggerDepth > 0 ? { trigger_depth: triggerDepth } : {}),
  };
}

/** The envelope receivers see; internal fields (team, dispatch state) never leave. */
export function toEnvelope(record: EventRecord): EventEnvelope {
  const { id, type, created_at, data } = record;
  return { id, type, created_at, data } as EventEnvelope;
}

export const WEBHOOK_DESCRIPTION_MAX = 500;

const events = z
  .array(eventType)
  .min(1, { error: 'must list at least one event type' })
  .refine((list) => new Set(list).size === list.length, { error: 'must not repeat an event' });
const description = z
  .string()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: `must be at most ${WEBHOOK_DESCRIPTION_MAX} characters` });

const fields = {
  url: userUrl,
  events,
  description: description.nullable(),
  enabled: z.boolean(),
};

/** POST /webhooks. Required: url, events. */
export const createWebhookBody = z.strictObject({
  url: fields.url,
  events: fields.events,
  description: fields.description.default(null),
  enabled: fields.enabled.default(true),
});
export type CreateWebhookBody = z.output<typeof createWebhookBody>;

/** PATCH /webhooks/{id}: any subset; enabling an endpoint again clears `disabled_reason`. */
export const updateWebhookBody = z.strictObject(fields).partial();
export type UpdateWebhookBody = z.output<typeof updateWebhookBody>;

export const webhookEndpoint = z
  .strictObject({
    id: idOf('webhook'),
    url: z.string(),
    events: z.array(eventType),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable().meta({
      description: 'Why the service disabled the endpoint (e.g. it answered 410)',
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.output<typeof webhookEndpoint>;

/** The creation response: the only time the signing secret is shown. */
export const createdWebhookEndpoint = webhookEndpoint
  .extend({
    secret: z.string().meta({ description: 'whsec_... signing secret, shown only once' }),
  })
  .meta({ id: 'CreatedWebhookEndpoint' });

/** A webhook endpoint as stored: its secret in clear (never returned after creation). */
export interface WebhookEndpointRecord extends WebhookEndpoint {
  team_id: string;
  secret: string;
}

/** The public view: no secret, no internal fields. */
export function toPublicWebhookEndpoint(record: WebhookEndpointRecord): WebhookEndpoint {
  return publicView(webhookEndpoint, record);
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const delivery = z
  .strictObject({
    id: idOf('delivery'),
    webhook_id: idOf('webhook'),
    event_id: idOf('event'),
    event_type: eventType,
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.array(deliveryAttempt),
    next_attempt_at: timestamp.nullable(),
    payload: eventEnvelope,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Delivery' });
export type Delivery = z.output<typeof delivery>;

/** A delivery as stored, with the worker's lease (never returned). */
export interface DeliveryRecord extends Delivery {
  team_id: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** Marks the record the latest claim took, so a claim retried after a lost reply finds it. */
  claim_id?: string;
}

/** The public view of a stored delivery: no lease, no internal fields. */
export function toPublicDelivery(record: DeliveryRecord): Delivery {
  return publicView(delivery, record);
}

export const deliveryListQuery = paginationQuery.extend({
  status: z.enum(DELIVERY_STATUSES).optional(),
});
export const webhookIdParams = z.strictObject({ id: pathIdOf('webhook') });
export const webhookResponse = dataEnvelope(webhookEndpoint);
export const createdWebhookResponse = dataEnvelope(createdWebhookEndpoint);
export const webhookListResponse = listEnvelope(webhookEndpoint);
export const deliveryResponse = dataEnvelope(delivery);
export const deliveryListResponse = listEnvelope(delivery);
