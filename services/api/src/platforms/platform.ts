/**
 * One channel platform as the API sees it: everything about it is declared by one module in its
 * folder (`platforms/<type>/<type>.platform.ts`) and listed once in `platforms/index.ts`. It
 * implements the channels feature's port (a connector: claim, connect, disconnect) and the
 * relay's (an adapter and inbound routes); features.ts hands the registry to both. Its public
 * side (config schema, secrets, its API base URL setting) is its contract in
 * shared/contracts/src/platforms.
 */
import type { ConnectorPlatform } from '../channels/ports/channel-connector.js';
import type { RelayPlatform } from '../relay/ports/channel-adapter.js';

export type ChannelPlatform = ConnectorPlatform & RelayPlatform;

/** Declares a platform module. */
export function defineChannelPlatform(platform: ChannelPlatform): ChannelPlatform {
  return platform;
}
