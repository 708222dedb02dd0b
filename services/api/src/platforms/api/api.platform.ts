/** The `api` channel platform: your own app posts user messages and gets the reply back. */
import { defineChannelPlatform } from '../platform.js';
import { channelMessageRoutes } from './channel-message.routes.js';

export const apiPlatform = defineChannelPlatform({
  type: 'api',
  inboundRoutes: ({ relay, channels, config }) =>
    channelMessageRoutes({ relay, channels, allowPrivateNetwork: config.ALLOW_PRIVATE_NETWORK }),
});
