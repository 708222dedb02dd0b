import { UpstreamError } from '../errors.js';
import { httpError } from './http-errors.js';

// Node error codes that mean the request itself is malformed, not that the network failed.
const INVALID_REQUEST_CODES = new Set([
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_HTTP_INVALID_HEADER_VALUE',
]);

/**
 * The lifetime of one outbound call: an overall deadline and the caller's AbortSignal folded into
 * one signal, and the mapping of whatever went wrong to a stable UpstreamError.
 */
export class RequestScope {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private readonly onCallerAbort: () => void;

  constructor(
    private readonly host: string,
    timeoutMs: number,
    private readonly callerSignal?: AbortSignal,
  ) {
    this.signal = this.controller.signal;
    this.onCallerAbort = () =>
      this.controller.abort(httpError('ABORTED', `Request to ${host} was aborted.`, { host }));
    if (callerSignal?.aborted) this.onCallerAbort();
    else callerSignal?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.timer = setTimeout(() => {
      this.controller.abort(
        httpError('TIMEOUT', `Request to ${host} timed out after ${timeoutMs} ms.`, {
          host,
          retryable: true,
        }),
      );
    }, timeoutMs);
  }

  /** Stops the deadline (the caller's signal still applies). */
  stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Releases the timer and the listener on the caller's signal. */
  dispose(): void {
    this.stopTimer();
    this.callerSignal?.removeEventListener('abort', this.onCallerAbort);
  }

  /** Throws the abort reason (TIMEOUT or ABORTED) if the scope has ended. */
  throwIfAborted(): void {
    if (this.signal.aborted) throw this.signal.reason as UpstreamError;
  }

  /** Maps any failure during the call to an UpstreamError with a stable code. */
  toError(error: unknown): UpstreamError {
    if (this.signal.aborted) return this.signal.reason as UpstreamError;
    const own = findInChain(error, (e) => e instanceof UpstreamError);
    if (own) return own as UpstreamError;
    const code = findCode(error);
    if (code && INVALID_REQUEST_CODES.has(code)) {
      return httpError('INVALID_REQUEST', `Request to ${this.host} has an invalid header.`, {
        host: this.host,
        cause: error,
      });
    }
    const reason = code ?? (error instanceof Error ? error.message : 'unknown error');
    return httpError('NETWORK_ERROR', `Request to ${this.host} failed: ${reason}.`, {
      host: this.host,
      retryable: true,
      cause: error,
      details: { reason },
    });
  }
}

function findInChain(error: unknown, test: (e: unknown) => boolean): unknown {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (test(e)) return e;
  }
  return undefined;
}

function findCode(error: unknown): string | undefined {
  const withCode = findInChain(error, (e) => typeof (e as { code?: unknown }).code === 'string');
  return (withCode as { code?: string } | undefined)?.code;
}
