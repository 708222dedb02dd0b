import { UpstreamError } from '../errors.js';
import { httpError } from './http-errors.js';

// Node error codes that mean the request itself is malformed, not that the network failed.
const INVALID_REQUEST_CODES = new Set([
  'ERR_INVALID_CHAR',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_HTTP_INVALID_HEADER_VALUE',
]);

/**
 * The lifetime of one outbound call: an overall deadline and the caller's AbortSignal, either of
 * which ends it by destroying the request in flight, and the mapping of whatever went wrong to a
 * stable UpstreamError. No AbortController of its own: one per call (its AbortSignal) made calls'
 * objects outlive V8's young-generation collections, so each collection copied more.
 */
export class RequestScope {
  private reason: UpstreamError | undefined;
  private cancel: ((reason: UpstreamError) => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly onCallerAbort: () => void;

  constructor(
    private readonly host: string,
    timeoutMs: number,
    private readonly callerSignal?: AbortSignal,
  ) {
    this.onCallerAbort = () =>
      this.end(httpError('ABORTED', `Request to ${host} was aborted.`, { host }));
    if (callerSignal?.aborted) this.onCallerAbort();
    else callerSignal?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.timer = setTimeout(() => {
      this.end(
        httpError('TIMEOUT', `Request to ${host} timed out after ${timeoutMs} ms.`, {
          host,
          retryable: true,
        }),
      );
    }, timeoutMs);
  }

  /**
   * How to end the request now in flight (each redirect hop sets its own); called at once when
   * the scope has already ended.
   */
  cancelWith(cancel: (reason: UpstreamError) => void): void {
    this.cancel = cancel;
    if (this.reason) cancel(this.reason);
  }

  /** Stops the deadline (the caller's signal still applies). */
  stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Releases the timer, the listener on the caller's signal and the request in flight. */
  dispose(): void {
    this.stopTimer();
    this.callerSignal?.removeEventListener('abort', this.onCallerAbort);
    this.cancel = undefined;
  }

  /** Throws the reason the scope ended (TIMEOUT or ABORTED), if it has. */
  throwIfAborted(): void {
    if (this.reason) throw this.reason;
  }

  private end(reason: UpstreamError): void {
    if (this.reason) return;
    this.reason = reason;
    this.cancel?.(reason);
  }

  /** Maps any failure during the call to an UpstreamError with a stable code. */
  toError(error: unknown): UpstreamError {
    if (this.reason) return this.reason;
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
