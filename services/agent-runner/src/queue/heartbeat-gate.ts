/**
 * Keeps a runner's lease heartbeat from overlapping its own writes to the executions it holds.
 * On MongoDB each update is atomic and the heartbeat's filter (this owner, still `running`) keeps
 * it off an execution that just ended. On a server that runs updates as read-modify-write
 * (FerretDB 1.x) a heartbeat that read an execution before its final write would write the old
 * copy back over it, resurrecting a finished run. The runner's own writes are what can interleave
 * with its heartbeat, so it is enough that the two never run at once in one process: writes run
 * together, the heartbeat waits for those in flight and holds back new ones while it runs.
 */
export class HeartbeatGate {
  private beat: Promise<unknown> = Promise.resolve();
  private readonly writing = new Set<Promise<unknown>>();

  /** Runs one of the runner's writes once no heartbeat is running. */
  write<T>(work: () => Promise<T>): Promise<T> {
    const run = this.beat.then(work);
    const forget = (): void => {
      this.writing.delete(settled);
    };
    const settled: Promise<void> = run.then(forget, forget);
    this.writing.add(settled);
    return run;
  }

  /** Runs a heartbeat once the writes started before it have settled. */
  heartbeat<T>(work: () => Promise<T>): Promise<T> {
    const run = Promise.all([this.beat, ...this.writing]).then(work);
    this.beat = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }
}
