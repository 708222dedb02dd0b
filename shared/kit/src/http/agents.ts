import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { classifyAddress, parseAddress } from './address.js';
import { blockedDestination } from './http-errors.js';

export interface AgentPair {
  http: http.Agent;
  https: https.Agent;
}

type ConnectCallback = (err: Error | null, stream: Duplex) => void;

/** Why `address` may not be called, or undefined when it is public. */
export function addressProblem(address: string): string | undefined {
  const kind = classifyAddress(address);
  return kind === 'public' ? undefined : `${kind} address`;
}

/**
 * DNS lookup that refuses names resolving to any non-public address. It runs inside the socket's
 * connect, so the address checked is the address used (no DNS-rebinding window).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const bad = addresses.map((a) => addressProblem(a.address)).find(Boolean);
    if (bad || addresses.length === 0) {
      return callback(blockedDestination(hostname, `it resolves to a ${bad ?? 'missing'}`), '', 0);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
};

/**
 * Node skips `lookup` for IP literals, so those are checked here, before any socket exists: true
 * (after calling back with the error) when the target may not be called.
 */
function refusedLiteral(
  options: http.ClientRequestArgs,
  callback: ConnectCallback | undefined,
): boolean {
  const host = options.host ?? options.hostname;
  if (!host || !parseAddress(host)) return false;
  const problem = addressProblem(host);
  if (!problem || !callback) return false;
  callback(blockedDestination(host, `it is a ${problem}`), undefined as unknown as Duplex);
  return true;
}

class GuardedHttpAgent extends http.Agent {
  override createConnection(options: http.ClientRequestArgs, callback?: ConnectCallback) {
    return refusedLiteral(options, callback)
      ? undefined
      : super.createConnection(options, callback);
  }
}

class GuardedHttpsAgent extends https.Agent {
  override createConnection(options: https.RequestOptions, callback?: ConnectCallback) {
    return refusedLiteral(options, callback)
      ? undefined
      : super.createConnection(options, callback);
  }
}

const AGENT_OPTIONS = { keepAlive: true, keepAliveMsecs: 1_000, maxFreeSockets: 64 };

/** Keep-alive agents that only connect to public addresses, checked at connect time. */
export function createGuardedAgents(): AgentPair {
  return {
    http: new GuardedHttpAgent({ ...AGENT_OPTIONS, lookup: guardedLookup }),
    https: new GuardedHttpsAgent({ ...AGENT_OPTIONS, lookup: guardedLookup }),
  };
}

/** Keep-alive agents without address checks, for trusted origins and ALLOW_PRIVATE_NETWORK. */
export function createOpenAgents(): AgentPair {
  return { http: new http.Agent(AGENT_OPTIONS), https: new https.Agent(AGENT_OPTIONS) };
}
