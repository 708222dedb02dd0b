import { publicView } from '@switchboard/contracts/common';
import {
  createTeamInput,
  team,
  type CreateTeamInput,
  type Plan,
  type Team,
} from '@switchboard/contracts/teams';
import { UnauthorizedError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import { parseOrThrow } from '@switchboard/kit/validation';
import type { DocumentStore } from '@switchboard/store/port';
import { TeamRepository, type TeamRecord } from '@switchboard/store/team-repository';
import type { Clock } from '../clock.js';

/** Teams own everything else; created by the admin CLI (there is no team API). */
export class TeamService {
  private readonly teams: TeamRepository;

  constructor(
    store: DocumentStore,
    private readonly clock: Clock,
  ) {
    this.teams = new TeamRepository(store);
  }

  /** Creates a team; plan defaults to `free`. */
  async create(input: CreateTeamInput): Promise<Team> {
    const { name, plan } = parseOrThrow(createTeamInput, input);
    const now = this.clock.now().toISOString();
    const id = newId('team');
    // A team is its own tenant: team_id is its id, so team-scoped reads find it too.
    const record = await this.teams.insert({
      id,
      team_id: id,
      name,
      plan,
      created_at: now,
      updated_at: now,
    });
    return toTeam(record);
  }

  /** The team with this id, or null. */
  async find(id: string): Promise<Team | null> {
    const record = await this.teams.findById(id);
    return record ? toTeam(record) : null;
  }

  /** The team's plan; `free` for a team that does not exist. */
  planOf(id: string): Promise<Plan> {
    return this.teams.planOf(id);
  }

  /** The caller's team; a key whose team is gone is treated like a revoked key (401). */
  async getForCaller(id: string): Promise<Team> {
    const found = await this.find(id);
    if (!found) throw new UnauthorizedError('Invalid or revoked API key.');
    return found;
  }

  /** Sets the caller's monthly budget (null removes it). */
  async setMonthlyBudget(id: string, budgetUsd: number | null): Promise<Team> {
    const updated = await this.teams.setMonthlyBudget(id, budgetUsd, this.clock.now());
    if (!updated) throw new UnauthorizedError('Invalid or revoked API key.');
    return toTeam(updated);
  }

  /** Every team, newest first (admin CLI). */
  async list(): Promise<Team[]> {
    const records = await this.teams.listNewestFirst();
    return records.map(toTeam);
  }
}

/** The public view of a team record. */
function toTeam(record: TeamRecord): Team {
  return publicView(team, { ...record, monthly_budget_usd: record.monthly_budget_usd ?? null });
}
