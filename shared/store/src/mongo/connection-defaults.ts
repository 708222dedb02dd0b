import type { ConnectOptions } from 'mongoose';

const SERVER_SELECTION_TIMEOUT_MS = 10_000;

/** URI options that set the write concern; naming any of them leaves the whole of it to the URI. */
const WRITE_CONCERN_KEYS = ['w', 'journal', 'j', 'wtimeoutms'];

/**
 * The connection settings the store uses unless the URI says otherwise (the driver would let
 * these options beat the URI's own, so each is left out when the URI names it):
 * - reads from the primary only, so a record just written is read back, whatever the URI's hosts;
 * - writes acknowledged by a majority and journaled, so an acknowledged write survives a failover
 *   or a crash (what the port promises of a write that resolved);
 * - a 10 s wait for a server before an operation fails as unavailable.
 */
export function connectionDefaults(uri: string): ConnectOptions {
  const named = uriOptionNames(uri);
  const defaults: ConnectOptions = {};
  if (!named.has('serverselectiontimeoutms')) {
    defaults.serverSelectionTimeoutMS = SERVER_SELECTION_TIMEOUT_MS;
  }
  if (!named.has('readpreference')) defaults.readPreference = 'primary';
  if (!WRITE_CONCERN_KEYS.some((key) => named.has(key))) {
    defaults.writeConcern = { w: 'majority', journal: true };
  }
  return defaults;
}

/** The option names in a MongoDB URI's query, lower-cased (the driver reads them so). */
function uriOptionNames(uri: string): Set<string> {
  const query = /\?([^#]*)/.exec(uri)?.[1] ?? '';
  return new Set([...new URLSearchParams(query).keys()].map((key) => key.toLowerCase()));
}
