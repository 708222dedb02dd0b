/** A bot's conversations and their messages as a team reads them, once they are there. */
import type { Message } from '@switchboard/contracts/message';
import { eventually } from './eventually.js';
import type { TestApp } from './start-app.js';

/** The id of the bot's conversation with `chatId`, once the user's first message is stored. */
export async function conversationOfChat(
  app: Pick<TestApp, 'request'>,
  key: string,
  botId: string,
  chatId: string,
): Promise<string> {
  const listed = await eventually(
    () =>
      app.request<{ data: Array<{ id: string; chat_id: string }> }>(
        'GET',
        `/v1/bots/${botId}/conversations`,
        { key },
      ),
    (res) => res.body.data.some((c) => c.chat_id === chatId),
  );
  return listed.body.data.find((c) => c.chat_id === chatId)!.id;
}

/** The conversation's messages once `done` holds for them. */
export function messagesWhen(
  app: Pick<TestApp, 'request'>,
  key: string,
  conversationId: string,
  done: (messages: Message[]) => boolean,
): Promise<Message[]> {
  return eventually(
    async () =>
      (
        await app.request<{ data: Message[] }>(
          'GET',
          `/v1/conversations/${conversationId}/messages`,
          { key },
        )
      ).body.data,
    done,
  );
}
