/**
 * Reply buttons as Slack Block Kit: the text in a `section` block and the buttons in an `actions`
 * block under it. Each button's `action_id` and `value` are the button's id, which a press sends
 * back (`block_actions`, read by slack-interaction.ts).
 */
import type { Button } from '@switchboard/contracts/message';

/** Slack's limit on a section block's text. */
export const SLACK_SECTION_MAX_CHARS = 3000;

/** The block id of the buttons' actions block. */
const BUTTONS_BLOCK_ID = 'switchboard_buttons';

/** The `blocks` argument of chat.postMessage (JSON) for `text` with `buttons` under it. */
export function buttonBlocks(text: string, buttons: readonly Button[]): string {
  return JSON.stringify([
    { type: 'section', text: { type: 'mrkdwn', text } },
    {
      type: 'actions',
      block_id: BUTTONS_BLOCK_ID,
      elements: buttons.map((button) => ({
        type: 'button',
        action_id: button.id,
        value: button.id,
        text: { type: 'plain_text', text: button.title },
      })),
    },
  ]);
}
