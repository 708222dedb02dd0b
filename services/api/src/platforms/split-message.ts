import { cutAt } from '@switchboard/kit/text';

/** The last message of a reply cut at its part limit. */
export const REPLY_TRUNCATED_NOTE = '[reply truncated]';

/**
 * The messages that carry a reply: its first `maxParts` platform-sized parts and, when there was
 * more, a final REPLY_TRUNCATED_NOTE. A huge reply costs at most `maxParts + 1` sendMessage calls.
 */
export function replyMessages(text: string, maxChars: number, maxParts: number): string[] {
  const parts = splitMessage(text, maxChars, maxParts + 1);
  return parts.length > maxParts ? [...parts.slice(0, maxParts), REPLY_TRUNCATED_NOTE] : parts;
}

/**
 * Splits a reply into platform-sized messages, at most `maxParts` of them (text past them is
 * dropped, never split: a 10 MB reply is not cut into 2,400 pieces to keep 10). Prefers a paragraph, line or word break in the last quarter of a chunk so words are
 * not cut; never splits a surrogate pair.
 */
export function splitMessage(text: string, maxChars: number, maxParts = Infinity): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    if (chunks.length === maxParts) return chunks;
    const chunk = cutAt(rest, bestBreak(rest, maxChars));
    chunks.push(chunk);
    rest = rest.slice(chunk.length);
  }
  if (rest.length > 0 || chunks.length === 0) chunks.push(rest);
  return chunks;
}

function bestBreak(text: string, maxChars: number): number {
  const window = text.slice(0, maxChars);
  const floor = Math.floor(maxChars * 0.75);
  for (const separator of ['\n\n', '\n', ' ']) {
    const at = window.lastIndexOf(separator);
    if (at >= floor) return at + separator.length;
  }
  return maxChars;
}
