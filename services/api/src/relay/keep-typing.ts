/**
 * Telegram shows "typing…" for about 5 seconds per sendChatAction, so a backend that takes longer
 * would leave the user looking at nothing. The indicator is therefore sent again every
 * TYPING_REPEAT_MS until the reply is ready.
 */

/** Under Telegram's ~5 s display time, so the indicator never lapses while the answer is pending. */
export const TYPING_REPEAT_MS = 4_000;

/**
 * Calls `show` now and again every `intervalMs` after each call settles (failures ignored) until
 * the returned `stop` is called. `stop` sends no more and resolves once a call in flight settles.
 */
export function keepTyping(
  show: () => Promise<void>,
  intervalMs: number = TYPING_REPEAT_MS,
): () => Promise<void> {
  let stopped = false;
  let handle: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const run = (): void => {
    current = show().catch(() => undefined);
    void current.then(() => {
      if (!stopped) handle = setTimeout(run, intervalMs);
    });
  };
  run();
  return () => {
    stopped = true;
    clearTimeout(handle);
    return current;
  };
}
