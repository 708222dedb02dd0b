import type { AgentPair } from './agents.js';
import { assertDestinationAllowed, isUnguarded, type DestinationPolicy } from './destination.js';
import { httpError } from './http-errors.js';
import type { RequestScope } from './scope.js';
import { sendHop, type Hop, type Opened } from './fast/send-hop.js';

export interface ClientContext {
  policy: DestinationPolicy;
  guardedAgents: AgentPair;
  openAgents: AgentPair;
  maxRedirects: number;
}

export interface Outgoing extends Hop {
  redirect: 'follow' | 'manual';
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// Headers that may follow a redirect to another origin; everything else may be a credential.
const CROSS_ORIGIN_SAFE = new Set(['accept', 'accept-language', 'content-type', 'user-agent']);

/**
 * Sends the request and follows redirects itself, so every hop is checked against the SSRF rules
 * and goes out through the right agents. Resolves once response headers arrive.
 */
export async function openResponse(
  ctx: ClientContext,
  outgoing: Outgoing,
  scope: RequestScope,
): Promise<Opened> {
  let { method, url, headers, body } = outgoing;
  for (let redirects = 0; ; redirects++) {
    scope.throwIfAborted();
    assertDestinationAllowed(url, ctx.policy);
    const agents = isUnguarded(url, ctx.policy) ? ctx.openAgents : ctx.guardedAgents;
    const agent = url.protocol === 'https:' ? agents.https : agents.http;
    const opened = await sendHop({ method, url, headers, body }, agent, scope);
    const location = opened.headers['location'];
    if (outgoing.redirect === 'manual' || !REDIRECT_STATUSES.has(opened.status) || !location) {
      return opened;
    }
    opened.stream.destroy();
    if (redirects >= ctx.maxRedirects) {
      throw httpError(
        'TOO_MANY_REDIRECTS',
        `More than ${ctx.maxRedirects} redirects from ${url.host}.`,
        {
          host: url.host,
        },
      );
    }
    const next = resolveLocation(location, url);
    if (
      opened.status === 303 ||
      ((opened.status === 301 || opened.status === 302) && method === 'POST')
    ) {
      method = method === 'HEAD' ? 'HEAD' : 'GET';
      body = undefined;
      headers = omit(headers, (name) => name === 'content-type' || name === 'content-length');
    }
    if (next.origin !== url.origin) headers = omit(headers, (name) => !CROSS_ORIGIN_SAFE.has(name));
    url = next;
  }
}

function resolveLocation(location: string, base: URL): URL {
  try {
    return new URL(location, base);
  } catch {
    throw httpError('INVALID_URL', `Redirect from ${base.host} has an invalid Location.`, {
      host: base.host,
    });
  }
}

function omit(headers: Record<string, string>, drop: (lowerName: string) => boolean) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop(name.toLowerCase())));
}
