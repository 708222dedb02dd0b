import { SecretRepository } from '@switchboard/store/secret-repository';
import type { Feature, FeatureContext } from '../feature.js';
import { SecretReferenceCheck } from './secret-references.js';
import { secretRoutes } from './secret.routes.js';
import { SecretService, type SecretUsers } from './secret.service.js';

/**
 * The team secrets vault; its reference check is handed to every feature that stores headers,
 * and those features' records are the `users` a delete is checked against.
 */
export function createSecretsFeature(
  ctx: FeatureContext,
  users: readonly SecretUsers[],
): { feature: Feature; references: SecretReferenceCheck; repository: SecretRepository } {
  const repository = new SecretRepository(ctx.store);
  const service = new SecretService({ secrets: repository, clock: ctx.clock, users });
  return {
    feature: { name: 'secrets', routes: secretRoutes(service) },
    references: new SecretReferenceCheck(repository),
    repository,
  };
}
