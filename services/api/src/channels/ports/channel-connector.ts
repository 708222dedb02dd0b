import type { ChannelRecord, ChannelType } from '@switchboard/contracts/channel';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { ApiConfig } from '../../config.js';
import type { ClaimConflict } from '../platform-claim.js';

/**
 * The seam where a platform plugs into channel management. The channels feature stores and
 * validates channels; a platform's connector (`platforms/<type>/`) registers the platform side.
 * No connector for a type means nothing to register (the `api` channel).
 */
export interface ChannelConnector {
  /**
   * Called before a channel is stored on create, and on update when its config changes
   * (`previous` is then the stored channel). Throws a ValidationError (422) when the platform
   * refuses the credentials; nothing is stored then. Returns internal fields to store with the
   * channel (e.g. the webhook's secret token); they never appear in responses.
   */
  connect(channel: ChannelRecord, previous: ChannelRecord | null): Promise<Record<string, unknown>>;
  /**
   * The platform account a config connects (e.g. `telegram:<bot id>`), or null. One account backs
   * at most one channel, across all teams: a unique index on the stored key enforces it, because
   * a platform such as Telegram has one webhook per bot and a second channel would take it over.
   * A platform whose credentials do not name the account asks the platform (Slack's auth.test),
   * and throws like `connect` when it refuses them.
   */
  platformKey?(config: ChannelRecord['config']): string | null | Promise<string | null>;
  /** How a 409 on a taken account explains itself (which config field names the account). */
  claimConflict?: ClaimConflict;
  /** Called after a channel is deleted; failures are logged, never surfaced. */
  disconnect(channel: ChannelRecord): Promise<void>;
}

export type ChannelConnectors = Partial<Record<ChannelRecord['type'], ChannelConnector>>;

/** What a connector is built from (channel create, update and delete). */
export interface ConnectorDeps {
  config: ApiConfig;
  http: HttpClient;
}

/** A channel platform as the channels feature sees it. */
export interface ConnectorPlatform {
  type: ChannelType;
  /** Registers and unregisters the platform side of a channel; none: nothing to register. */
  connector?(deps: ConnectorDeps): ChannelConnector;
}
