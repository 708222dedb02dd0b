/**
 * A team's monthly budget and what it spent against it: the api refuses new runs at the limit
 * and the runner pauses running ones there. Spending is what the team's ended executions cost
 * this UTC calendar month (the daily rollups); a run's own cost counts once it ends.
 */
import { TeamRepository } from './team-repository.js';
import { UsageRollup } from './usage-rollup.js';
import type { DocumentStore } from './port.js';

export interface TeamBudgetStatus {
  budgetUsd: number;
  spentUsd: number;
  /** When the month's spending starts again from 0 (the next UTC month's first instant). */
  resetsAt: string;
}

/** The first instant of the UTC month after `at`. */
function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

export class TeamBudgets {
  private readonly teams: TeamRepository;
  private readonly rollup: UsageRollup;

  constructor(store: DocumentStore) {
    this.teams = new TeamRepository(store);
    this.rollup = new UsageRollup(store);
  }

  /** The team's budget status at `now`; null when it has no monthly budget. */
  async status(teamId: string, now: Date): Promise<TeamBudgetStatus | null> {
    const team = await this.teams.findById(teamId);
    const budgetUsd = team?.monthly_budget_usd ?? null;
    if (budgetUsd === null) return null;
    return {
      budgetUsd,
      spentUsd: await this.rollup.monthCost(teamId, now),
      resetsAt: nextMonthStart(now).toISOString(),
    };
  }
}
