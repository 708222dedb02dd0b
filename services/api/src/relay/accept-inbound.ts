import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { Logger } from '@switchboard/kit/logger';
import type { ReleaseSlot } from './relay-slots.js';
import {
  BACKGROUND_SLOT_WAIT_MS,
  type InboundMessage,
  type Received,
  type RelayService,
} from './relay.service.js';

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
  const received = await deps.relay.receive(inbound);
  if (!received.duplicate) deps.track(answerInBackground(deps, inbound.channel, received));
  return received;
}

/**
 * Answers a stored message once a slot is free. One that waits too long for a slot stays
 * `received` and recovery answers it when its lease runs out, as after a crash.
 */
async function answerInBackground(
  deps: AcceptInboundDeps,
  channel: ChannelRecord,
  received: Received,
): Promise<void> {
  const log = { channel_id: channel.id, message_id: received.message.id };
  let release: ReleaseSlot;
  try {
    release = await deps.relay.reserve(channel.team_id, BACKGROUND_SLOT_WAIT_MS);
  } catch (error) {
    deps.logger.warn({ ...log, err: error }, 'relay busy: the message is left for recovery');
    return;
  }
  try {
    await deps.relay.process(channel, received.conversation, received.message, { fresh: true });
  } catch (error) {
    deps.logger.error({ ...log, err: error }, `${channel.type} relay failed`);
  } finally {
    release();
  }
}
