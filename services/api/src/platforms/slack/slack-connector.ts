/** The channels feature's seam for `slack`: the bot token is checked with `auth.test`. */
import { UpstreamError, ValidationError } from '@switchboard/kit/errors';
import type { ChannelConnector } from '../../channels/ports/channel-connector.js';
import type { ConnectorDeps } from '../../channels/ports/channel-connector.js';
import { slackClientFor } from './slack-channel.js';
import { SlackApiError } from './slack-client.js';

/**
 * A Slack app's events arrive at the Request URL its owner sets in the app's settings, so there
 * is nothing to register: connecting checks the token, and the workspace and bot user it names
 * are the account one channel claims (`slack:<team id>:<bot user id>`).
 */
export function createSlackConnector(deps: ConnectorDeps): ChannelConnector {
  return {
    async platformKey(config) {
      const client = slackClientFor(deps, config.bot_token);
      try {
        const who = await client.authTest();
        return `slack:${who.team_id}:${who.user_id}`;
      } catch (error) {
        if (error instanceof SlackApiError && !error.retryable) {
          throw new ValidationError([
            {
              path: 'config.bot_token',
              message: `Slack refused the bot token (auth.test): ${error.slackError}`,
            },
          ]);
        }
        throw new UpstreamError({
          code: 'BAD_GATEWAY',
          message: `Slack could not check the bot token right now (${(error as Error).message}); try again.`,
          retryable: true,
          cause: error,
        });
      }
    },
    claimConflict: {
      path: 'config.bot_token',
      message:
        'Another channel is already connected to this Slack app in this workspace; one app ' +
        'installation can back only one channel. Delete that channel first, or use another app.',
    },
    connect: async () => ({}),
    disconnect: async () => undefined,
  };
}
