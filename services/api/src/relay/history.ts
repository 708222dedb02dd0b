/**
 * The conversation history sent to a backend: chat-completion messages, oldest first, ending with
 * the new user message (contract-decisions.md, "Integrations").
 */

export type ContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** A message's content as the spec allows it: a string or an array of parts. */
export type MessageContent = string | ContentPart[];

export type Role = 'user' | 'assistant' | 'system';

/** The fields of a stored message the history needs. */
export interface HistoryMessage {
  id: string;
  role: Role;
  content: MessageContent;
  /** Assistant messages the service made itself (the bot's error_message) have none. */
  integration_id?: string | null;
}

/**
 * Chooses what goes into `messages`: every system message (instructions stay however old they
 * are), then the last `contextWindow` other messages. Assistant messages that are the bot's own
 * error_message are left out: they are the service's words, not the backend's, and would teach a
 * model to apologise. `recent` and `system` are oldest first; `recent` ends with the new message.
 */
export function buildHistory(
  system: readonly HistoryMessage[],
  recent: readonly HistoryMessage[],
  contextWindow: number,
): Array<{ role: Role; content: MessageContent }> {
  const turns = recent.filter(isTurn);
  return [...system, ...turns.slice(-contextWindow)].map((m) => ({
    role: m.role,
    content: m.content,
  }));
}

/** A message that counts towards the window: not a system message, not the bot's error reply. */
export function isTurn(message: HistoryMessage): boolean {
  return message.role !== 'system' && !(message.role === 'assistant' && !message.integration_id);
}

/** The plain text of a content value (parts joined), e.g. for platforms that only take text. */
export function contentText(content: MessageContent): string {
  if (typeof content === 'string') return content;
  return content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .filter((text) => text.length > 0)
    .join('\n');
}
