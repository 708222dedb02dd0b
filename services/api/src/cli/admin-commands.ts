import {
  API_KEY_DEFAULT_NAME,
  createApiKeyBody,
  type ApiKey,
  type CreatedApiKey,
} from '@switchboard/contracts/api-keys';
import { plan as planSchema, type Team } from '@switchboard/contracts/teams';
import { NotFoundError, ValidationError } from '@switchboard/kit/errors';
import { parseOrThrow } from '@switchboard/kit/validation';
import type { Logger } from '@switchboard/kit/logger';
import { teamScope, type DocumentStore } from '@switchboard/store/port';
import type { ResealReport } from '@switchboard/store/sealing/sealing-store';
import type { Workspace, WorkspaceRecount } from '@switchboard/workspace/workspace';
import { ApiKeyService } from '../api-keys/api-key.service.js';
import { systemClock } from '../clock.js';
import { TeamService } from '../teams/team.service.js';

export const USAGE = `Usage: node services/api/dist/cli.js <command> [--json]

  team create --name NAME [--plan free|pro|enterprise]   create a team and its first API key
  team list                                              list teams
  key create --team TEAM_ID [--name NAME]                create an API key (shown once)
  key list --team TEAM_ID                                list a team's API keys
  key revoke KEY_ID                                      revoke an API key
  workspace recount --team TEAM_ID                       recount a team's workspace bytes from
                                                         its files (repairs the quota's count)
  secrets reencrypt                                      encrypt every stored credential under
                                                         SECRETS_KEY (after a rotation)

Reads DATA_DIR / MONGODB_URI / SECRETS_KEY / SECRETS_KEY_PREVIOUS like the API. --json prints one JSON line. Names follow the API's
rules (1..100 characters, trimmed, one line).
Exit codes: 0 done, 1 refused (invalid value, unknown team or key) or failed, 2 usage error
(unknown command or option, missing or repeated option, stray argument).
`;

/** A command line that does not make sense (exit code 2). */
export class UsageError extends Error {}

export interface CommandOptions {
  name?: string | undefined;
  plan?: string | undefined;
  team?: string | undefined;
}

export interface CommandOutput {
  json: unknown;
  text: string;
}

const LIST_ALL = { page: 1, per_page: 100 } as const;

export interface AdminDeps {
  store: DocumentStore;
  logger: Logger;
  /** Opens the team workspace over the same store (only the commands that need it do). */
  workspace: () => Workspace;
  /**
   * Re-encrypts every stored credential under the current key; resolves with the records
   * rewritten per collection.
   */
  reencrypt: () => Promise<ResealReport>;
}

/** Runs one admin command against the store and returns what to print. */
export async function runAdminCommand(
  { store, logger, workspace, reencrypt }: AdminDeps,
  positionals: readonly string[],
  options: CommandOptions,
): Promise<CommandOutput> {
  const teams = new TeamService(store, systemClock);
  const apiKeys = new ApiKeyService(store, teams, systemClock, logger);
  const [resource, action, argument] = positionals;
  const command = `${resource ?? ''} ${action ?? ''}`;
  rejectExtraArguments(command, positionals);
  switch (command) {
    case 'team create': {
      // Given but empty is the name schema's 422-style refusal (exit 1) in teams.create.
      const name = present(options.name, '--name');
      const plan = parsePlan(options.plan ?? 'free');
      const team = await teams.create({ name, plan });
      const apiKey = await apiKeys.create(team.id, API_KEY_DEFAULT_NAME);
      return {
        json: { team, api_key: apiKey },
        text: `${describeTeam(team)}\n${describeNewKey(apiKey)}`,
      };
    }
    case 'team list': {
      const all = await teams.list();
      return { json: { teams: all }, text: all.map(describeTeam).join('\n') || 'No teams.' };
    }
    case 'key create': {
      const team = await requireTeam(teams, required(options.team, '--team'));
      // The API's body schema: an empty, blank or multi-line name is refused here as there.
      const { name } = parseOrThrow(createApiKeyBody, { name: options.name });
      const apiKey = await apiKeys.create(team.id, name);
      return { json: { api_key: apiKey }, text: describeNewKey(apiKey) };
    }
    case 'key list': {
      const team = await requireTeam(teams, required(options.team, '--team'));
      const keys = await listAllKeys(apiKeys, team.id);
      return { json: { api_keys: keys }, text: keys.map(describeKey).join('\n') || 'No keys.' };
    }
    case 'key revoke': {
      const keyId = required(argument, 'KEY_ID');
      const found = await apiKeys.findAnyTeam(keyId);
      if (!found) throw new NotFoundError('api_key', keyId);
      const revoked = await apiKeys.revoke(teamScope(found.team_id), keyId);
      return { json: { api_key: revoked }, text: `Revoked ${describeKey(revoked)}` };
    }
    case 'workspace recount': {
      const team = await requireTeam(teams, required(options.team, '--team'));
      const recount = await workspace().recount(team.id);
      return { json: { team_id: team.id, ...recount }, text: describeRecount(team, recount) };
    }
    case 'secrets reencrypt': {
      const report = await reencrypt();
      const total = Object.values(report).reduce((sum, count) => sum + count, 0);
      const lines = Object.entries(report).map(([name, count]) => `  ${name}: ${count}`);
      return {
        json: { reencrypted: report },
        text: [`Re-encrypted ${total} record(s) under SECRETS_KEY.`, ...lines].join('\n'),
      };
    }
    default:
      throw new UsageError(`Unknown command: ${positionals.join(' ')}`);
  }
}

/** Positional words of each command, itself included: only `key revoke` takes an argument. */
const POSITIONALS: Readonly<Record<string, number>> = {
  'team create': 2,
  'team list': 2,
  'key create': 2,
  'key list': 2,
  'key revoke': 3,
  'workspace recount': 2,
  'secrets reencrypt': 2,
};

/**
 * A stray word is a usage error rather than ignored: `--name Acme Corp` without quotes would
 * otherwise create a team named "Acme".
 */
function rejectExtraArguments(command: string, positionals: readonly string[]): void {
  const expected = POSITIONALS[command];
  // An unknown command is reported as such by the caller's switch.
  if (expected === undefined || positionals.length <= expected) return;
  const extra = positionals.slice(expected);
  throw new UsageError(
    `Unexpected argument: ${extra.join(' ')} (quote values with spaces, e.g. --name "Acme Corp").`,
  );
}

async function listAllKeys(apiKeys: ApiKeyService, teamId: string): Promise<ApiKey[]> {
  const keys: ApiKey[] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiKeys.list(teamScope(teamId), { ...LIST_ALL, page });
    keys.push(...result.items);
    if (keys.length >= result.total || result.items.length === 0) return keys;
  }
}

async function requireTeam(teams: TeamService, id: string): Promise<Team> {
  const team = await teams.find(id);
  if (!team) throw new NotFoundError('team', id);
  return team;
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${flag} is required.`);
  return value;
}

function present(value: string | undefined, flag: string): string {
  if (value === undefined) throw new UsageError(`${flag} is required.`);
  return value;
}

function parsePlan(value: string) {
  const parsed = planSchema.safeParse(value);
  if (!parsed.success) {
    throw new ValidationError([{ path: 'plan', message: 'must be free, pro or enterprise' }]);
  }
  return parsed.data;
}

function describeTeam(team: Team): string {
  return `Team ${team.id}  ${team.name}  plan=${team.plan}  created=${team.created_at}`;
}

function describeKey(key: ApiKey): string {
  const state = key.revoked_at ? `revoked=${key.revoked_at}` : 'active';
  return `Key ${key.id}  ${key.name}  ${key.prefix}…  ${state}  last_used=${key.last_used_at ?? 'never'}`;
}

function describeRecount(team: Team, recount: WorkspaceRecount): string {
  const was =
    recount.counted_before === recount.used_bytes
      ? 'the count was right'
      : `the count said ${recount.counted_before}`;
  return `Workspace of ${team.id}  ${recount.files} files  ${recount.used_bytes} bytes  (${was})`;
}

function describeNewKey(key: CreatedApiKey): string {
  return `${describeKey(key)}\nSecret (shown once, store it now): ${key.key}`;
}
