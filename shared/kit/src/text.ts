/**
 * The first `max` UTF-16 code units of `text` (all of it when it is shorter), one fewer where the
 * cut would end in the high half of a surrogate pair: half an emoji is invalid UTF-16, which
 * Telegram refuses and JSON encoders replace with U+FFFD.
 */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
