/**
 * Integrations: the AI backends a bot relays user messages to (spec: "Integration";
 * contract-decisions.md, "Integrations"). Header values are backend secrets: masked in every
 * response and never logged. `webhook_url` is https (http only with ALLOW_PRIVATE_NETWORK=true,
 * checked by the service with `assertUrlsAllowed`).
 */
import { z } from 'zod';
import {
  dataEnvelope,
  displayName,
  idOf,
  intInRange,
  listEnvelope,
  pathIdOf,
  publicView,
  timestamp,
  userUrl,
} from './common.js';
import { headerMapSetting, maskHeaders } from './headers.js';

export const INTEGRATION_NAME_MAX = 100;
export const INTEGRATION_TIMEOUT_MIN = 1;
export const INTEGRATION_TIMEOUT_MAX = 120;
export const INTEGRATION_TIMEOUT_DEFAULT = 30;
export const WEIGHT_MIN = 0;
export const WEIGHT_MAX = 1000;
export const WEIGHT_DEFAULT = 1;

/**
 * Headers the relay sets on every webhook call (service-spec.md, "Outbound call to an integration
 * webhook"), so an integration cannot store its own value for them.
 */
export const INTEGRATION_SERVICE_HEADERS = [
  'Content-Type',
  'User-Agent',
  'X-Bot-ID',
  'X-Integration-ID',
  'X-Conversation-ID',
] as const;

const fields = {
  name: displayName(INTEGRATION_NAME_MAX),
  webhook_url: userUrl,
  headers: headerMapSetting(INTEGRATION_SERVICE_HEADERS),
  timeout: intInRange(INTEGRATION_TIMEOUT_MIN, INTEGRATION_TIMEOUT_MAX).meta({
    description: "Seconds to wait for the backend; must be below every channel's timeout",
  }),
  weight: intInRange(WEIGHT_MIN, WEIGHT_MAX).meta({
    description:
      'Higher answers first (highest_weight) or more often (weighted); 0 = never primary',
  }),
  fallback: z.boolean().meta({ description: 'Tried when the primary fails' }),
  enabled: z.boolean(),
};

/** POST /bots/{bot_id}/integrations. Required: name, webhook_url. */
export const createIntegrationBody = z.strictObject({
  name: fields.name,
  webhook_url: fields.webhook_url,
  headers: fields.headers.default({}),
  timeout: fields.timeout.default(INTEGRATION_TIMEOUT_DEFAULT),
  weight: fields.weight.default(WEIGHT_DEFAULT),
  fallback: fields.fallback.default(false),
  enabled: fields.enabled.default(true),
});
export type CreateIntegrationBody = z.output<typeof createIntegrationBody>;

/**
 * PATCH /integrations/{id}: any subset. `headers` replaces the whole map; a value sent back exactly
 * as masked keeps the stored secret (`unmaskHeaders`).
 */
export const updateIntegrationBody = z.strictObject(fields).partial();
export type UpdateIntegrationBody = z.output<typeof updateIntegrationBody>;

export const integration = z
  .strictObject({
    id: idOf('integration'),
    bot_id: idOf('bot'),
    name: z.string(),
    webhook_url: z.string(),
    headers: z.record(z.string(), z.string()).meta({ description: 'Values masked' }),
    timeout: z.number().int(),
    weight: z.number().int(),
    fallback: z.boolean(),
    enabled: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Integration' });
export type Integration = z.output<typeof integration>;

/** An integration as stored: header values in clear, plus its team. */
export interface IntegrationRecord extends Integration {
  team_id: string;
}

/** The public view: header values masked. */
export function toPublicIntegration(record: IntegrationRecord): Integration {
  return publicView(integration, record, { headers: maskHeaders(record.headers) });
}

export const botIntegrationsParams = z.strictObject({ bot_id: pathIdOf('bot') });
export const integrationIdParams = z.strictObject({ id: pathIdOf('integration') });
export const integrationResponse = dataEnvelope(integration);
export const integrationListResponse = listEnvelope(integration);
