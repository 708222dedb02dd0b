/** The `slack` channel platform (README.md in this folder). */
import { defineChannelPlatform } from '../platform.js';
import { createSlackAdapter } from './slack-channel.js';
import { createSlackConnector } from './slack-connector.js';
import { slackEventRoutes } from './slack-events.routes.js';

export const slackPlatform = defineChannelPlatform({
  type: 'slack',
  connector: createSlackConnector,
  adapter: createSlackAdapter,
  inboundRoutes: slackEventRoutes,
});
