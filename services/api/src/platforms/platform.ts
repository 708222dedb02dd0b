/**
 * One channel platform as the API sees it: everything about it is declared by one module in its
 * folder (`platforms/<type>/<type>.platform.ts`) and listed once in `platforms/index.ts`. It
 * implements the channels feature's port (a connector: claim, connect, disconnect) and the
 * relay's (an adapter and inbound routes); features.ts hands the registry to both, and the
 * guarded client trusts each platform's configured API origin.
 */
import type { ApiConfig } from '../config.js';
import type { ConnectorPlatform } from '../channels/ports/channel-connector.js';
import type { RelayPlatform } from '../relay/ports/channel-adapter.js';

export interface ChannelPlatform extends ConnectorPlatform, RelayPlatform {
  /** The platform's API base URL (an operator setting): a trusted origin of the guarded client. */
  apiBaseUrl?(config: ApiConfig): string;
}

/** Declares a platform module. */
export function defineChannelPlatform(platform: ChannelPlatform): ChannelPlatform {
  return platform;
}
