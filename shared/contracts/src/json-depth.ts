/**
 * A nesting limit for JSON the service accepts. Recursive code (JSON.stringify, schema walkers,
 * model SDKs) overflows the stack on deep enough values, and no legitimate body, tool schema or
 * metadata comes close to this many levels.
 */

/** The most levels of objects and arrays a request body (or a value in it) may nest. */
export const JSON_MAX_DEPTH = 64;

/**
 * True when `value` nests objects/arrays deeper than `maxDepth` levels (a top-level object or array
 * is level 1; scalars add none). Walks with an explicit stack, never recursion, so it is safe on
 * any depth, and stops at the first level over the limit.
 */
export function exceedsJsonDepth(value: unknown, maxDepth: number = JSON_MAX_DEPTH): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, depth] = next;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > maxDepth) return true;
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}
