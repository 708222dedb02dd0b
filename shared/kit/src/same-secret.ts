import { timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` equals the secret `expected`, compared in constant time (for equal lengths), so
 * the time taken does not reveal how much of a guess was right.
 */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
