import type { IndexSpec, Scope } from '@switchboard/store/port';

/**
 * What the features whose records belong to a bot (integrations, channels, conversations) need
 * from the bots feature: they check the bot first, so a bot of another team is a 404 `bot`.
 */
export interface BotLookup {
  /** Resolves a bot of the caller's team or throws 404 `bot`. */
  get(scope: Scope, id: string): Promise<unknown>;
}

/** A bot's records, newest first: the list order of its integrations and channels. */
export const BOT_NEWEST_FIRST_INDEX: IndexSpec = {
  fields: [
    ['team_id', 1],
    ['bot_id', 1],
    ['created_at', -1],
    ['id', -1],
  ],
};
