/**
 * Cuts `text` to at most `max` characters and says whether it did (tool results in the step log,
 * the final answer). Never splits a surrogate pair: half an emoji would be invalid UTF-16.
 */
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return { text: text.slice(0, end), truncated: true };
}
