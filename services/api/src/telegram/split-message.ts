/**
 * Splits a reply into Telegram-sized messages. Prefers a paragraph, line or word break in the last
 * quarter of a chunk so words are not cut; never splits a surrogate pair.
 */
export function splitMessage(text: string, maxChars: number): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    let cut = bestBreak(rest, maxChars);
    const code = rest.charCodeAt(cut - 1);
    // A high surrogate at the end would leave half a character on each side.
    if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
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
