/**
 * Reading a Slack interactivity request (`block_actions`, sent form-encoded as `payload=<JSON>` to
 * the app's Interactivity Request URL): a press of one of the bot's reply buttons, as the user
 * message it stands for (the button's title, its id in `buttonId`). Anything else (other payload
 * types, other elements) is acknowledged and ignored.
 */
import { z } from 'zod';
import type { SlackInbound } from './slack-event.js';

const action = z.object({
  type: z.string(),
  action_id: z.string(),
  value: z.string().optional(),
  action_ts: z.string(),
  text: z.object({ text: z.string() }).optional(),
});

const payload = z.object({
  type: z.string(),
  user: z.object({ id: z.string() }),
  channel: z.object({ id: z.string() }).optional(),
  container: z.object({ channel_id: z.string().optional() }).optional(),
  message: z.object({ ts: z.string(), thread_ts: z.string().optional() }).optional(),
  actions: z.array(action).optional(),
});

/** The press a form-encoded interactivity body carries, or null. */
export function readSlackPress(rawBody: Buffer): SlackInbound | null {
  const json = new URLSearchParams(rawBody.toString('utf8')).get('payload');
  if (json === null) return null;
  let parsed: z.output<typeof payload>;
  try {
    const read = payload.safeParse(JSON.parse(json));
    if (!read.success) return null;
    parsed = read.data;
  } catch {
    return null;
  }
  const pressed = parsed.actions?.find((a) => a.type === 'button');
  const channel = parsed.channel?.id ?? parsed.container?.channel_id;
  if (parsed.type !== 'block_actions' || !pressed || !channel || !parsed.message) return null;
  const thread = parsed.message.thread_ts;
  return {
    // The conversation the buttons were sent in: the thread of the message that carries them.
    chatId: thread ? `${channel}:${thread}` : channel,
    // One press is one message: a repeated request names the same action.
    messageId: `${parsed.message.ts}:${pressed.action_ts}`,
    userId: parsed.user.id,
    text: pressed.text?.text ?? pressed.value ?? pressed.action_id,
    files: [],
    buttonId: pressed.value ?? pressed.action_id,
  };
}
