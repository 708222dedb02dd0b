import { cutAt } from '@switchboard/kit/text';

/**
 * Cuts `text` to at most `max` characters and says whether it did (tool results in the step log,
 * the final answer). Never splits a surrogate pair: half an emoji would be invalid UTF-16.
 */
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  const kept = cutAt(text, max);
  return { text: kept, truncated: kept.length < text.length };
}

/**
 * Tool-call arguments as the step log keeps them: whole while their JSON text fits in `max`
 * characters, else the start of that text and a note of how much was left out (a model can send
 * megabytes of arguments; the tool still receives them whole).
 */
export function stepArguments(args: unknown, max: number): unknown {
  const text = typeof args === 'string' ? args : JSON.stringify(args);
  if (text.length <= max) return args;
  const kept = truncate(text, max);
  return `${kept.text}... [${text.length - kept.text.length} more characters not kept]`;
}
