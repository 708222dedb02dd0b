import type { CreatedApiKey } from '@switchboard/contracts/api-keys';
import type { Plan, Team } from '@switchboard/contracts/teams';
import { ApiKeyService } from '../../../../services/api/src/api-keys/api-key.service.js';
import { TeamService } from '../../../../services/api/src/teams/team.service.js';
import type { TestApp } from './start-app.js';

export interface TestTeam {
  team: Team;
  apiKey: CreatedApiKey;
  /** The secret key, ready for `request(..., { key })`. */
  key: string;
}

/** A new team with one API key, created the way the admin CLI does it. */
export async function createTeam(
  app: TestApp,
  options: { plan?: Plan; name?: string } = {},
): Promise<TestTeam> {
  const teams = new TeamService(app.store, app.clock);
  const apiKeys = new ApiKeyService(app.store, teams, app.clock, app.logger);
  const team = await teams.create({
    name: options.name ?? 'Test team',
    plan: options.plan ?? 'enterprise',
  });
  const apiKey = await apiKeys.create(team.id, 'Default');
  return { team, apiKey, key: apiKey.key };
}
