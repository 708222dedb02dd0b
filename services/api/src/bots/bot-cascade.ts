import type { Scope } from '@switchboard/store/port';
import type { DeleteForBot } from '../feature.js';

/**
 * What deleting a bot also deletes. Features that own per-bot records (integrations, channels,
 * conversations and messages) register a step; the bot service runs them all before removing the
 * bot itself, so a failure part-way leaves the bot in place and the delete can be repeated.
 */
export class BotCascade {
  private readonly steps: { name: string; run: DeleteForBot }[] = [];

  /** Adds a step; steps run in registration order. */
  register(name: string, run: DeleteForBot): void {
    this.steps.push({ name, run });
  }

  /** Runs every step for one bot. */
  async run(scope: Scope, botId: string): Promise<void> {
    for (const step of this.steps) await step.run(scope, botId);
  }

  /** Names of the registered steps, in order. */
  names(): string[] {
    return this.steps.map((step) => step.name);
  }
}
