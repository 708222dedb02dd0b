/** The writes a store has started and not yet seen answered, so close() can wait for them. */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();

  /** Tracks `work` until it settles and returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const forget = (): void => {
      this.pending.delete(work);
    };
    work.then(forget, forget);
    return work;
  }

  /** Resolves once every tracked write has settled (including those started while waiting). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
