/**
 * The one module that opens the teams collection. The api creates and reads teams; every process
 * (the api's run admission, the workspace quota in the api and the runner) reads a team's plan
 * through `planOf`, so "no such team" means the same thing everywhere.
 */
import type { Plan } from '@switchboard/contracts/teams';
import { ALL_TEAMS, type BaseRecord, type Collection, type DocumentStore } from './port.js';

export interface TeamRecord extends BaseRecord {
  name: string;
  plan: Plan;
  updated_at: string;
  /** Spending (USD) per calendar month (UTC) at which runs stop; absent or null: no budget. */
  monthly_budget_usd?: number | null;
}

/** The plan of a team that is not (or no longer) stored. */
const PLAN_OF_UNKNOWN_TEAM: Plan = 'free';

export class TeamRepository {
  private readonly teams: Collection<TeamRecord>;

  constructor(store: DocumentStore) {
    this.teams = store.collection<TeamRecord>({ name: 'teams' });
  }

  /** Stores a new team (a team is its own tenant: `team_id` is its `id`). */
  insert(record: TeamRecord): Promise<TeamRecord> {
    return this.teams.insert(record);
  }

  /** The team with this id, or null. */
  findById(id: string): Promise<TeamRecord | null> {
    return this.teams.findById(ALL_TEAMS, id);
  }

  /** Every team, newest first. */
  listNewestFirst(): Promise<TeamRecord[]> {
    return this.teams.find(
      ALL_TEAMS,
      {},
      {
        sort: [
          ['created_at', -1],
          ['id', -1],
        ],
      },
    );
  }

  /** Sets the team's monthly budget (null: none); the updated team, or null when unknown. */
  setMonthlyBudget(id: string, budgetUsd: number | null, at: Date): Promise<TeamRecord | null> {
    return this.teams.updateOne(
      ALL_TEAMS,
      { id },
      { $set: { monthly_budget_usd: budgetUsd, updated_at: at.toISOString() } },
    );
  }

  /** The team's plan; `free` for a team that does not exist. */
  async planOf(teamId: string): Promise<Plan> {
    return (await this.findById(teamId))?.plan ?? PLAN_OF_UNKNOWN_TEAM;
  }
}
