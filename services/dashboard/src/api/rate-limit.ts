/** The key's rate limit as the API's X-RateLimit-* headers last reported it. */
export interface RateLimit {
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
}

type Listener = () => void;
let current: RateLimit | null = null;
const listeners = new Set<Listener>();

export const rateLimit = {
  get: (): RateLimit | null => current,
  record(headers: Headers): void {
    const limit = Number(headers.get('x-ratelimit-limit'));
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const reset = Number(headers.get('x-ratelimit-reset'));
    if (!headers.has('x-ratelimit-limit') || Number.isNaN(limit)) return;
    current = { limit, remaining, reset };
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
