import type { Feature } from '../feature.js';
import { apiKeyRoutes } from './api-key.routes.js';
import type { ApiKeyService } from './api-key.service.js';

/** The API-keys feature; its service is built by the app because authentication needs it too. */
export function createApiKeysFeature(apiKeys: ApiKeyService): Feature {
  return { name: 'api-keys', routes: apiKeyRoutes(apiKeys) };
}
