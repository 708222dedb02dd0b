/**
 * An AbortController that follows parent signals and, optionally, its own deadline. It stands in
 * for `AbortSignal.any([...])` and `AbortSignal.timeout(ms)`: on Node 20 a timeout signal that
 * only a composite signal refers to can be garbage-collected before it fires (nodejs/node#57736),
 * so a loop's deadline silently did not apply. A plain `setTimeout` held here always fires.
 */
export class AbortScope {
  private readonly controller = new AbortController();
  private readonly unlink: Array<() => void> = [];
  private timer: NodeJS.Timeout | undefined;

  /** Aborted when any parent aborts (with its reason), the deadline passes, or abort() is called. */
  readonly signal: AbortSignal = this.controller.signal;

  constructor(parents: readonly AbortSignal[] = []) {
    for (const parent of parents) {
      if (parent.aborted) {
        this.controller.abort(parent.reason);
        break;
      }
      const follow = () => this.controller.abort(parent.reason);
      parent.addEventListener('abort', follow, { once: true });
      this.unlink.push(() => parent.removeEventListener('abort', follow));
    }
  }

  /**
   * Aborts with `reason()` after `ms` milliseconds unless the scope ended first; at once when `ms`
   * is 0 or less (time already used up). Returns this.
   */
  deadline(ms: number, reason: () => unknown): this {
    clearTimeout(this.timer);
    if (ms <= 0) this.abort(reason());
    else if (!this.signal.aborted) this.timer = setTimeout(() => this.abort(reason()), ms);
    return this;
  }

  /** Aborts now (a no-op once aborted). */
  abort(reason?: unknown): void {
    if (!this.signal.aborted) this.controller.abort(reason);
  }

  /** Stops the deadline and lets go of the parents; the signal keeps its state. */
  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const unlink of this.unlink.splice(0)) unlink();
  }
}
