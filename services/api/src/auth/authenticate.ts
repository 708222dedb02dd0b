import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimitedError, UnauthorizedError } from '@switchboard/kit/errors';
import { setAuth, type AuthContext } from './auth-context.js';
import type { RateLimiter } from './rate-limiter.js';
import type { Plan } from '@switchboard/contracts/teams';

const BEARER = /^Bearer +(\S+) *$/i;

/** Who a key belongs to (the api-keys feature): null for an unknown or revoked key. */
export interface KeyAuthenticator {
  authenticate(token: string): Promise<AuthContext | null>;
}

export interface AuthenticateOptions {
  apiKeys: KeyAuthenticator;
  /** Null when the operator turned rate limiting off (RATE_LIMIT_ENABLED=false). */
  rateLimiter: RateLimiter | null;
}

/**
 * `Authorization: Bearer <key>` on every request it guards: 401 for a missing, malformed, unknown
 * or revoked key; then the key's rate limit, whose headers go on every authenticated response
 * (errors included), and 429 with Retry-After when over it.
 */
export function authenticate(
  options: AuthenticateOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const header = req.headers.authorization;
    if (header === undefined) {
      throw new UnauthorizedError(
        'Missing Authorization header: send Authorization: Bearer <key>.',
      );
    }
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) {
      throw new UnauthorizedError('Malformed Authorization header: expected Bearer <key>.');
    }
    const auth = await options.apiKeys.authenticate(token);
    if (!auth) throw new UnauthorizedError('Invalid or revoked API key.');
    setAuth(req, auth);
    if (options.rateLimiter)
      await enforceRateLimit(options.rateLimiter, res, auth.keyId, auth.plan);
  };
}

/**
 * Counts one request in `bucket`'s window and puts the limit headers on the response; 429 with
 * Retry-After when over the plan's limit.
 */
export async function enforceRateLimit(
  rateLimiter: RateLimiter,
  res: ServerResponse,
  bucket: string,
  plan: Plan,
): Promise<void> {
  const decision = await rateLimiter.consume(bucket, plan);
  res.setHeader('X-RateLimit-Limit', String(decision.limit));
  res.setHeader('X-RateLimit-Remaining', String(decision.remaining));
  res.setHeader('X-RateLimit-Reset', String(decision.resetAt));
  if (!decision.allowed) {
    throw new RateLimitedError(
      decision.retryAfter,
      `Rate limit of ${decision.limit} requests per minute exceeded; retry in ${decision.retryAfter}s.`,
    );
  }
}
