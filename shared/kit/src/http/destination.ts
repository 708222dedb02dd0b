import { ConfigError } from '../errors.js';
import { addressProblem } from './agents.js';
import { parseAddress } from './address.js';
import { blockedDestination, httpError } from './http-errors.js';

export interface DestinationPolicy {
  allowPrivateNetwork: boolean;
  /** Normalised origins (`scheme://host[:port]`). */
  trustedOrigins: ReadonlySet<string>;
}

/** Normalises operator-configured origins; a bad one is a configuration error at start-up. */
export function normaliseOrigins(origins: readonly string[]): Set<string> {
  return new Set(
    origins.map((origin) => {
      try {
        const url = new URL(origin);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
        return url.origin;
      } catch {
        throw new ConfigError(`Trusted origin '${origin}' is not an http(s) URL.`);
      }
    }),
  );
}

/** Parses a request URL; only absolute http(s) URLs with a host are accepted. */
export function parseRequestUrl(raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw httpError('INVALID_URL', 'The URL is not a valid absolute URL.');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw httpError('INVALID_URL', `Only http(s) URLs can be called, not ${url.protocol}//.`, {
      host: url.hostname,
    });
  }
  return url;
}

/** True when the SSRF rules do not apply to this URL (operator-trusted or relaxed by setting). */
export function isUnguarded(url: URL, policy: DestinationPolicy): boolean {
  return policy.allowPrivateNetwork || policy.trustedOrigins.has(url.origin);
}

/**
 * Checks what can be checked before connecting: the scheme, and IP-literal hosts. DNS names are
 * checked by the guarded agents' lookup when the socket connects.
 */
export function assertDestinationAllowed(url: URL, policy: DestinationPolicy): void {
  if (isUnguarded(url, policy)) return;
  if (url.protocol !== 'https:') {
    throw blockedDestination(url.host, 'only https:// URLs are allowed');
  }
  const host = url.hostname;
  if (parseAddress(host)) {
    const problem = addressProblem(host);
    if (problem) throw blockedDestination(host, `it is a ${problem}`);
  }
}
