/**
 * Readiness, as load balancers ask for it (`GET /ready`), apart from liveness (`GET /health`: the
 * process answers). A process is ready while it is not shutting down and its dependency (the
 * store) answers a ping within `timeoutMs`. Shutting down turns readiness off first, so a load
 * balancer stops sending new work while the requests in flight finish.
 */

/** How long a readiness check waits for the store's answer. */
export const READINESS_TIMEOUT_MS = 2_000;

export interface ReadinessOptions {
  /** Resolves when the dependency answers (a store ping); none: only shutdown matters. */
  check?: () => Promise<void>;
  /** Default READINESS_TIMEOUT_MS. */
  timeoutMs?: number;
}

export class Readiness {
  private stopping = false;
  /** The check in flight: every ask meanwhile waits on it, so a slow store gets one ping at a time. */
  private checking: Promise<void> | null = null;

  constructor(private readonly options: ReadinessOptions = {}) {}

  /** From now on the process is not ready: it is shutting down. */
  shutDown(): void {
    this.stopping = true;
  }

  /** Why the process is not ready (a sentence for the 503's message), or null when it is. */
  async problem(): Promise<string | null> {
    if (this.stopping) return 'the process is shutting down';
    const { check } = this.options;
    if (!check) return null;
    this.checking ??= check().finally(() => {
      this.checking = null;
    });
    const timeoutMs = this.options.timeoutMs ?? READINESS_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(
        () => resolve(`the store did not answer within ${timeoutMs / 1000} s`),
        timeoutMs,
      );
    });
    try {
      // The reason stays generic: /ready is public and the store's error may name its hosts.
      const answer = this.checking.then(
        () => null,
        () => 'the store is unreachable',
      );
      const problem = await Promise.race([answer, late]);
      return problem ?? (this.stopping ? 'the process is shutting down' : null);
    } finally {
      clearTimeout(timer);
    }
  }
}
