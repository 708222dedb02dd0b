/**
 * The outbound feature: messages sent outside an answer (a person's, proactive ones) and the send
 * queue that delivers them, over the relay's platform adapters.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { Scope } from '@switchboard/store/port';
import type { Feature, FeatureContext } from '../feature.js';
import type { RelaySending } from '../relay/relay.feature.js';
import { outboundRoutes } from './outbound.routes.js';
import { OutboundService } from './outbound.service.js';
import { SendQueue } from './send-queue.js';

export interface OutboundFeatureDeps {
  sending: RelaySending;
  channels: { findById(scope: Scope, id: string): Promise<ChannelRecord | null> };
}

export interface OutboundFeature {
  feature: Feature;
  queue: SendQueue;
}

export function createOutboundFeature(
  ctx: FeatureContext,
  deps: OutboundFeatureDeps,
): OutboundFeature {
  const queue = new SendQueue({
    sending: deps.sending,
    channels: deps.channels,
    clock: ctx.clock,
    logger: ctx.logger.child({ component: 'send-queue' }),
  });
  const service = new OutboundService({
    sending: deps.sending,
    channels: deps.channels,
    queue,
    http: ctx.http,
    clock: ctx.clock,
    allowPrivateNetwork: ctx.config.ALLOW_PRIVATE_NETWORK,
  });
  return {
    queue,
    feature: {
      name: 'outbound',
      routes: outboundRoutes(service),
      start: () => queue.start(),
      stop: () => queue.stop(),
    },
  };
}
