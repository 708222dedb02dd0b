import { AppError } from '@switchboard/kit/errors';
import { TeamBudgets } from '@switchboard/store/team-budget';
import type { DocumentStore } from '@switchboard/store/port';
import type { Clock } from '../clock.js';

/** A run refused because its team spent its monthly budget. */
class BudgetExceededError extends AppError {
  constructor(spentUsd: number, budgetUsd: number, resetsAt: string) {
    super({
      code: 'BUDGET_EXCEEDED',
      message:
        `The team spent ${spentUsd} USD of its monthly budget of ${budgetUsd} USD; ` +
        `runs start again when the budget resets (${resetsAt}) or is raised (PATCH /v1/team).`,
      details: { spent_usd: spentUsd, budget_usd: budgetUsd, resets_at: resetsAt },
    });
  }
}

/** The check before a run is queued: a team at its monthly budget gets no new runs. */
export class RunBudget {
  private readonly budgets: TeamBudgets;

  constructor(
    store: DocumentStore,
    private readonly clock: Clock,
  ) {
    this.budgets = new TeamBudgets(store);
  }

  /** Throws BudgetExceededError (403) when the team reached its monthly budget. */
  async check(teamId: string): Promise<void> {
    const status = await this.budgets.status(teamId, this.clock.now());
    if (status && status.spentUsd >= status.budgetUsd) {
      throw new BudgetExceededError(status.spentUsd, status.budgetUsd, status.resetsAt);
    }
  }
}
