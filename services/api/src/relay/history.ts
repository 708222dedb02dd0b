/**
 * The conversation history sent to a backend: chat-completion messages, oldest first, ending with
 * the new user message (contract-decisions.md, "Integrations").
 */

export type ContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** A message's content as the spec allows it: a string or an array of parts. */
export type MessageContent = string | ContentPart[];

/** Stored roles: `agent` is a person writing to the user. */
export type Role = 'user' | 'assistant' | 'system' | 'agent';

/** The fields of a stored message the history needs. */
export interface HistoryMessage {
  id: string;
  role: Role;
  content: MessageContent;
  /** Assistant messages the service made itself (the bot's error_message) have none. */
  integration_id?: string | null;
  /** `{ source: "outbound" }` marks a proactive message (`POST /channels/{id}/outbound`). */
  metadata?: Record<string, unknown> | null;
}

/** A history entry as a backend gets it: a person's message is an assistant turn so marked. */
export type HistoryEntry =
  | { role: 'user' | 'assistant' | 'system'; content: MessageContent }
  | { role: 'assistant'; content: MessageContent; metadata: { author: 'agent' } };

/** The `metadata.source` of proactive messages, which count as the bot's turns. */
export const OUTBOUND_SOURCE = 'outbound';

/**
 * The most characters of earlier turns sent with a message: four maximum-size messages. Without
 * it a window of 100 long messages would send megabytes on every message of the conversation.
 */
export const HISTORY_MAX_CHARS = 400_000;

/**
 * Chooses what goes into `messages`: every system message (instructions stay however old they
 * are), then the last `contextWindow` other messages, fewer when they hold more than
 * HISTORY_MAX_CHARS (the oldest go first; the new message always goes). Assistant messages that
 * are the bot's own error_message are left out: they are the service's words, not the backend's,
 * and would teach a model to apologise. `recent` and `system` are oldest first; `recent` ends with
 * the new message.
 */
export function buildHistory(
  system: readonly HistoryMessage[],
  recent: readonly HistoryMessage[],
  contextWindow: number,
): HistoryEntry[] {
  const window = recent.filter(isTurn).slice(-contextWindow);
  let kept = window.length - 1;
  for (let chars = 0; kept > 0; kept -= 1) {
    chars += contentSize((window[kept - 1] as HistoryMessage).content);
    if (chars > HISTORY_MAX_CHARS) break;
  }
  return [...system, ...window.slice(kept)].map(toEntry);
}

function toEntry(m: HistoryMessage): HistoryEntry {
  if (m.role === 'agent') {
    return { role: 'assistant', content: m.content, metadata: { author: 'agent' } };
  }
  return { role: m.role, content: m.content };
}

/** Characters a content value sends: its text and image URLs. */
function contentSize(content: MessageContent): number {
  if (typeof content === 'string') return content.length;
  return content.reduce(
    (sum, part) => sum + (part.type === 'text' ? part.text.length : part.image_url.url.length),
    0,
  );
}

/**
 * A message that counts towards the window: not a system message, not the bot's error reply (an
 * assistant message no integration wrote, unless it is a proactive one).
 */
export function isTurn(message: HistoryMessage): boolean {
  if (message.role === 'system') return false;
  if (message.role !== 'assistant' || message.integration_id) return true;
  return message.metadata?.source === OUTBOUND_SOURCE;
}
