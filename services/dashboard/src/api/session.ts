/**
 * The signed-in API key, kept in sessionStorage: it lives as long as the tab, is never put in a
 * URL, a log or localStorage, and is forgotten on sign-out.
 */
const KEY = 'switchboard.api_key';
const NOTICE = 'switchboard.sign_in_notice';

type Listener = () => void;
const listeners = new Set<Listener>();

export const session = {
  key(): string | null {
    return sessionStorage.getItem(KEY);
  },
  signIn(key: string): void {
    sessionStorage.setItem(KEY, key);
    sessionStorage.removeItem(NOTICE);
    listeners.forEach((listener) => listener());
  },
  /** Forgets the key; `notice` is shown on the sign-in page (e.g. why the user was signed out). */
  signOut(notice?: string): void {
    sessionStorage.removeItem(KEY);
    if (notice) sessionStorage.setItem(NOTICE, notice);
    listeners.forEach((listener) => listener());
  },
  notice(): string | null {
    return sessionStorage.getItem(NOTICE);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
