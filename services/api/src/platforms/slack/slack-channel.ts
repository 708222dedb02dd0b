/**
 * The Slack side of the relay: fetch the files of a stored user message (`url_private` with the
 * bot token, re-hosted as service URLs), and send messages in the user's thread
 * (`chat.postMessage` in SLACK_MESSAGE_MAX_CHARS parts, paced per channel; reply buttons as Block
 * Kit buttons on the last part; files through the upload flow). A token Slack calls revoked marks
 * the channel `disconnected` and emits `channel.disconnected`, once. Typing: Slack shows a bot
 * working only in an assistant thread (`assistant.threads.setStatus`), so it is set where the chat
 * is a thread and the app may (an app without the assistant feature is not asked again for an hour).
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import { UpstreamError } from '@switchboard/kit/errors';
import type { AdapterDeps } from '../../relay/ports/channel-adapter.js';
import { disconnectingOn } from '../mark-disconnected.js';
import type { StoredFile } from '../../files/file-store.js';
import { contentText } from '@switchboard/contracts/message';
import {
  TYPING_CALL,
  type ChannelAdapter,
  type ChatPace,
} from '../../relay/ports/channel-adapter.js';
import type { RelayMessageRecord } from '../../conversations/message-record.js';
import { replyMessages } from '../split-message.js';
import { rehostUserFiles } from '../../relay/ports/user-files.js';
import {
  createSlackClient,
  SlackApiError,
  type SlackClient,
  type SlackClientOptions,
} from './slack-client.js';
import { buttonBlocks, SLACK_SECTION_MAX_CHARS } from './slack-blocks.js';
import { slackTarget, type PendingSlackFile } from './slack-event.js';
import { assistantStatusGate } from './slack-typing.js';

/**
 * Slack truncates a message's text past 40,000 characters and advises keeping it under 4,000;
 * longer replies go out as several messages in the thread.
 */
export const SLACK_MESSAGE_MAX_CHARS = 4000;
/** Most messages one reply is sent as; the rest becomes one "[reply truncated]" note. */
export const SLACK_REPLY_MAX_PARTS = 10;

/** chat.postMessage allows about one message a second per channel, with short bursts. */
const CHANNEL_PACE: ChatPace = { intervalMs: 1000, burst: 3 };

/** What the status line says while the answer is made. */
const TYPING_STATUS = 'is typing...';
/** Slack clears a status after two minutes without a message; it is set again well before. */
const TYPING_REPEAT_MS = 60_000;

/** Slack's reason when it says the token no longer works, else null. */
export function slackTokenRefusal(error: unknown): string | null {
  return error instanceof SlackApiError && error.isTokenRevoked
    ? `Slack rejected the bot token: ${error.slackError}`
    : null;
}

/** A client for a channel's bot token. */
export function slackClientFor(
  deps: Pick<AdapterDeps, 'config' | 'http' | 'sleep'>,
  botToken: string | undefined,
  options: Pick<SlackClientOptions, 'timeoutMs' | 'maxRateLimitRetries'> = {},
): SlackClient {
  return createSlackClient({
    http: deps.http,
    baseUrl: deps.config.SLACK_API_BASE_URL,
    token: botToken ?? '',
    ...options,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
}

/** The relay's adapter for `slack` channels. */
export function createSlackAdapter(deps: AdapterDeps): ChannelAdapter {
  const guarded = <T>(channel: ChannelRecord, call: () => Promise<T>): Promise<T> =>
    disconnectingOn(deps, channel, slackTokenRefusal, call);

  const mayShowStatus = assistantStatusGate(deps.clock);
  return {
    async prepare(channel, message) {
      const client = slackClientFor(deps, channel.config.bot_token);
      return rehostUserFiles<PendingSlackFile>(deps.conversations, channel, message, (file) =>
        guarded(channel, () => fetchFile(deps, client, message, file)),
      );
    },

    typingRepeatMs: TYPING_REPEAT_MS,
    async typing(channel, conversation) {
      const target = slackTarget(conversation.chat_id);
      if (!target.thread_ts || !mayShowStatus.open(channel.id)) return;
      const client = slackClientFor(deps, channel.config.bot_token, TYPING_CALL);
      try {
        await client.setAssistantStatus({
          channel_id: target.channel,
          thread_ts: target.thread_ts,
          status: TYPING_STATUS,
        });
      } catch (error) {
        // Not an assistant thread, or an app without the feature or its scope: not asked again.
        if (error instanceof SlackApiError && !error.retryable) mayShowStatus.close(channel.id);
        throw error;
      }
    },

    async deliver(channel, conversation, message, files) {
      const client = slackClientFor(deps, channel.config.bot_token);
      const target = slackTarget(conversation.chat_id);
      const text = contentText(message.content);
      const buttons = message.buttons ?? [];
      const ids: string[] = [];
      const pace = () => deps.pacing.turn(`${channel.id}:${target.channel}`, CHANNEL_PACE);
      // Files take no blocks: buttons go under the last text part (a "…" when there is no text).
      if (text.length > 0 || files.length === 0 || buttons.length > 0) {
        // With buttons each part fits a section block, whose text Slack caps lower.
        const max = buttons.length > 0 ? SLACK_SECTION_MAX_CHARS : SLACK_MESSAGE_MAX_CHARS;
        const parts = replyMessages(text || '…', max, SLACK_REPLY_MAX_PARTS);
        for (const [index, chunk] of parts.entries()) {
          const last = index === parts.length - 1;
          const blocks = last && buttons.length > 0 ? buttonBlocks(chunk, buttons) : undefined;
          await pace();
          const sent = await guarded(channel, () =>
            client.postMessage({ ...target, text: chunk, ...(blocks ? { blocks } : {}) }),
          );
          ids.push(sent.ts);
        }
      }
      for (const file of files) {
        const upload = await deps.files.load(file);
        await pace();
        const sent = await guarded(channel, () => client.uploadFile(target, upload));
        ids.push(sent.fileId);
      }
      return { platformMessageIds: ids };
    },
  };
}

async function fetchFile(
  deps: AdapterDeps,
  client: SlackClient,
  message: Pick<RelayMessageRecord, 'team_id' | 'bot_id' | 'conversation_id'>,
  file: PendingSlackFile,
): Promise<StoredFile> {
  const maxBytes = deps.attachmentLimits.maxBytes;
  if (file.size !== undefined && file.size > maxBytes) {
    throw new Error(`the file is ${file.size} bytes, over the ${maxBytes}-byte limit`);
  }
  return deps.files.keep(
    message.team_id,
    { filename: file.file_name, ...(file.mime_type ? { mimeType: file.mime_type } : {}) },
    async (tempPath) => {
      const download = await client.downloadFile(file.url, { maxBytes, toFile: tempPath });
      // Without the files:read scope Slack answers a file URL with its sign-in page (HTTP 200).
      if (download.mimeType === 'text/html' && file.mime_type !== 'text/html') {
        throw new UpstreamError({
          code: 'PLATFORM_FILE_REFUSED',
          message:
            'Slack answered with a web page instead of the file (does the app have files:read?)',
          retryable: false,
        });
      }
      return download;
    },
    { botId: message.bot_id, conversationId: message.conversation_id },
  );
}
