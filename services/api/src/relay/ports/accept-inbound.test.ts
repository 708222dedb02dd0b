import { describe, expect, it } from '@jest/globals';
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { RateLimitedError } from '@switchboard/kit/errors';
import type { Logger } from '@switchboard/kit/logger';
import { acceptInbound } from './accept-inbound.js';
import type { ReleaseSlot } from '../relay-slots.js';
import type { InboundMessage, Received, RelayService } from '../relay.service.js';

const channel = { id: 'chn_1', team_id: 'team_1', type: 'telegram' } as ChannelRecord;
const inbound = { channel } as InboundMessage;
const received = {
  conversation: {},
  message: { id: 'msg_1', status: 'received' },
  duplicate: false,
} as Received;

/** A relay whose slot is granted (or refused) when the test says so; records what ran. */
function stubRelay() {
  const events: string[] = [];
  let grant: (release: ReleaseSlot) => void = () => undefined;
  let refuse: (error: Error) => void = () => undefined;
  const relay = {
    receive: async () => received,
    reserve: (reserving: Pick<ChannelRecord, 'team_id'>) => {
      events.push(`reserve ${reserving.team_id}`);
      return new Promise<ReleaseSlot>((resolve, reject) => {
        grant = resolve;
        refuse = reject;
      });
    },
    process: async () => {
      events.push('process');
      return {};
    },
  } as unknown as RelayService;
  const warnings: string[] = [];
  const logger = { warn: (_: unknown, msg: string) => warnings.push(msg) } as unknown as Logger;
  const tracked: Promise<unknown>[] = [];
  const deps = { relay, logger, track: (work: Promise<unknown>) => void tracked.push(work) };
  return {
    deps,
    events,
    warnings,
    tracked,
    grant: (release: ReleaseSlot) => grant(release),
    refuse: (error: Error) => refuse(error),
  };
}

describe('acceptInbound', () => {
  it('answers a stored platform message only once it holds a slot, and frees it after', async () => {
    const stub = stubRelay();
    await acceptInbound(stub.deps, inbound);
    expect(stub.events).toEqual(['reserve team_1']);
    let released = 0;
    stub.grant(() => (released += 1));
    await Promise.all(stub.tracked);
    expect(stub.events).toEqual(['reserve team_1', 'process']);
    expect(released).toBe(1);
  });

  it('leaves the message to recovery when no slot frees up in time', async () => {
    const stub = stubRelay();
    await acceptInbound(stub.deps, inbound);
    stub.refuse(new RateLimitedError(1, 'busy'));
    await Promise.all(stub.tracked);
    expect(stub.events).toEqual(['reserve team_1']);
    expect(stub.warnings).toEqual(['relay busy: the message is left for recovery']);
  });

  it('leaves a message that came during a handoff to the person: nothing is answered', async () => {
    const stub = stubRelay();
    const held = { ...received, message: { ...received.message, status: 'handoff' } } as Received;
    stub.deps.relay.receive = async () => held;
    await acceptInbound(stub.deps, inbound);
    expect(stub.events).toEqual([]);
    expect(stub.tracked).toEqual([]);
  });
});
