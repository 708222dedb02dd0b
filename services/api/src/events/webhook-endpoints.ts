/**
 * The webhook endpoints collection, owned by the webhooks feature (CRUD routes); the delivery
 * worker reads endpoints from it and disables one that answers 410.
 */
import type { CollectionSpec } from '@switchboard/store/port';

export const WEBHOOK_ENDPOINTS_COLLECTION: CollectionSpec = { name: 'webhooks' };
