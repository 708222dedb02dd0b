/**
 * The Idempotency-Key layer (Stripe's semantics), wrapped around the routes that declare
 * `idempotent: true` (the POSTs that create something). Per team, within 24 hours:
 * - a repeat with the same key and the same request answers the first status and body again, with
 *   `Idempotent-Replayed: true`, and does nothing else;
 * - the same key with another request (method, URL or body) is 422 IDEMPOTENCY_KEY_REUSED;
 * - a repeat while the first is still running is 409 IDEMPOTENCY_KEY_IN_USE.
 * Only final answers are stored: successes and the caller's errors (validation, 404, 409...).
 * A 5xx or a 429 frees the key, so a retry with it runs the request again.
 * A handler that streams its answer settles the key before streaming (`settle`); a retry is then
 * answered by the route's `replay` (the same stream again) rather than by running it twice.
 */
import { AppError, ValidationError } from '@switchboard/kit/errors';
import { getAuth } from '../../auth/auth-context.js';
import type { ApiRequest, ApiResponse } from '../api-request.js';
import { appErrorResponse } from '../error-handler.js';
import { IdempotencyKeyInUseError, IdempotencyKeyReusedError } from '../http-errors.js';
import type { IdempotencyKeys, KeyClaim } from './idempotency-keys.js';
import { requestFingerprint, type StoredResponse } from './sealed-response.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** What a route answered: a JSON response, or `sent` when the handler wrote its own (a stream). */
export type RouteOutcome = StoredResponse | 'sent';

/** Stores the final answer of a request whose handler is about to stream its own. */
export type Settle = (response: StoredResponse) => Promise<void>;

/** Answers a retry from what the first request stored (by default: that JSON as it is). */
export type Replay = (stored: StoredResponse) => Promise<RouteOutcome>;

/** The `settle` of a request without an Idempotency-Key (or of a route without one): a no-op. */
export const NOTHING_TO_SETTLE: Settle = async () => {};

/**
 * Runs `run` under the request's Idempotency-Key, if it has one; answers replays itself (through
 * `replay`, when given). Returns the outcome to send, or `sent` when the response has already been
 * written.
 */
export async function runIdempotent(
  keys: IdempotencyKeys,
  req: ApiRequest,
  res: ApiResponse,
  run: (settle: Settle) => Promise<RouteOutcome>,
  replay: Replay = async (stored) => stored,
): Promise<RouteOutcome> {
  const key = idempotencyKeyOf(req);
  const auth = getAuth(req);
  if (key === undefined || !auth) return run(NOTHING_TO_SETTLE);
  const claim: KeyClaim = {
    teamId: auth.teamId,
    key,
    fingerprint: requestFingerprint(req.method, req.url, req.body),
  };
  const outcome = await keys.claim(claim);
  if (outcome.kind === 'reused') throw new IdempotencyKeyReusedError();
  if (outcome.kind === 'in_progress') throw new IdempotencyKeyInUseError();
  if (outcome.kind === 'replay') {
    res.setHeader(REPLAYED_HEADER, 'true');
    return replay(outcome.response);
  }
  let settled = false;
  const settle: Settle = async (response) => {
    await keys.complete(claim, response);
    settled = true;
  };
  let result: RouteOutcome;
  try {
    result = await run(settle);
  } catch (error) {
    if (settled) throw error;
    const answered = error instanceof AppError ? appErrorResponse(error) : undefined;
    if (answered && isFinal(answered.status)) await keys.complete(claim, answered);
    else await keys.release(claim);
    throw error;
  }
  if (settled) return result;
  if (result === 'sent' || !isFinal(result.status)) await keys.release(claim);
  else await keys.complete(claim, result);
  return result;
}

/** The header's value; 422 when it is present but empty or too long. */
function idempotencyKeyOf(req: ApiRequest): string | undefined {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value.join(', ') : value;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ValidationError([
      {
        path: 'Idempotency-Key',
        message: `must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
      },
    ]);
  }
  return key;
}

/** Whether an answer is the request's final one: not a server failure or a "try later". */
function isFinal(status: number): boolean {
  return status < 500 && status !== 429;
}
