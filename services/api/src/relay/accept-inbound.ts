import type { Logger } from '@switchboard/kit/logger';
import type { InboundMessage, Received, RelayService } from './relay.service.js';

export interface AcceptInboundDeps {
  relay: RelayService;
  logger: Logger;
  /** Tracks background work so shutdown (and tests) can wait for it. */
  track(work: Promise<unknown>): void;
}

/**
 * How a platform webhook takes a user message: stored durably first, then answered in the
 * background, so the platform gets its 200 at once (Slack wants one within 3 s, Meta and Telegram
 * retry slow answers). A redelivery is acknowledged and not answered again; one whose process died
 * is picked up by recovery when its lease runs out.
 */
export async function acceptInbound(
  deps: AcceptInboundDeps,
  inbound: InboundMessage,
): Promise<Received> {
  const { channel } = inbound;
  const received = await deps.relay.receive(inbound);
  if (!received.duplicate) {
    deps.track(
      deps.relay
        .process(channel, received.conversation, received.message, { fresh: true })
        .catch((error: unknown) => {
          deps.logger.error({ err: error, channel_id: channel.id }, `${channel.type} relay failed`);
        }),
    );
  }
  return received;
}
