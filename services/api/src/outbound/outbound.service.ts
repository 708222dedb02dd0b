/**
 * Messages sent outside an answer (contract-decisions.md, "Conversations with people in them"): a
 * person's message in a conversation (role `agent`) and a proactive message to a chat (`POST
 * /channels/{id}/outbound`). Each is checked (the channel is there, its platform's rules allow
 * it), its attachments are kept as service files, and it is stored in the send queue with its
 * conversation's count, before the API answers; the queue sends it (send-queue.ts). On a channel
 * without a platform (api) it is `sent` as it is stored: the app reads it from the conversation.
 */
import type { ChannelRecord } from '@switchboard/contracts/channel';
import type { AgentMessageBody, ConversationRecord } from '@switchboard/contracts/conversation';
import { assertUrlsAllowed } from '@switchboard/contracts/common';
import { contentUrls, type Attachment } from '@switchboard/contracts/message';
import type { OutboundMessageBody } from '@switchboard/contracts/outbound';
import { ConflictError, NotFoundError, ValidationError } from '@switchboard/kit/errors';
import type { HttpClient } from '@switchboard/kit/http/types';
import { newId } from '@switchboard/kit/ids';
import { teamScope, type Scope } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { RelayMessageRecord } from '../conversations/message-record.js';
import { keepAttachments } from '../relay/attachments.js';
import { OUTBOUND_SOURCE } from '../relay/history.js';
import type { RelaySending } from '../relay/relay.feature.js';
import type { SendQueue } from './send-queue.js';

export interface OutboundDeps {
  sending: RelaySending;
  channels: { findById(scope: Scope, id: string): Promise<ChannelRecord | null> };
  queue: Pick<SendQueue, 'nudge'>;
  http: HttpClient;
  clock: Clock;
  allowPrivateNetwork: boolean;
}

/** The fields of a message to queue, beside those every outbound message has. */
interface Queued {
  role: 'agent' | 'assistant';
  content: RelayMessageRecord['content'];
  attachments?: AgentMessageBody['attachments'];
  buttons?: RelayMessageRecord['buttons'];
  metadata: Record<string, unknown> | null;
}

export class OutboundService {
  constructor(private readonly deps: OutboundDeps) {}

  /** A person writes to the conversation's user through its channel (any status but closed). */
  async agentMessage(
    scope: Scope,
    conversationId: string,
    body: AgentMessageBody,
  ): Promise<RelayMessageRecord> {
    const { conversations } = this.deps.sending.conversations;
    const conversation = await conversations.get(scope, conversationId);
    const channel = await this.openChannel(scope, conversation);
    await this.checkPlatformRules(scope, channel, conversation.chat_id, conversation, false);
    return this.queue(channel, conversation, {
      role: 'agent',
      content: body.content,
      attachments: body.attachments,
      buttons: body.buttons,
      metadata: null,
    });
  }

  /**
   * A proactive message to `chat_id` on the channel: in the chat's conversation (the latest, when
   * several users share the chat), or a new one. The platform's rules apply (WhatsApp's 24-hour
   * window: OUTSIDE_CUSTOMER_SERVICE_WINDOW); a template goes only where the platform has them.
   */
  async outbound(
    scope: Scope,
    channelId: string,
    body: OutboundMessageBody,
  ): Promise<{ conversation: ConversationRecord; message: RelayMessageRecord }> {
    const channel = await this.deps.channels.findById(scope, channelId);
    if (!channel) throw new NotFoundError('channel', channelId);
    this.refuseDisconnected(channel);
    const store = this.deps.sending.conversations;
    const existing = await store.conversations.latestOfChat(scope, channel.id, body.chat_id);
    const template = body.template;
    await this.checkPlatformRules(scope, channel, body.chat_id, existing, template !== undefined);
    const now = this.deps.clock.now();
    const conversation =
      existing ??
      (await store.findOrCreate(
        {
          teamId: channel.team_id,
          botId: channel.bot_id,
          channelId: channel.id,
          platform: channel.type,
          chatId: body.chat_id,
          // Nobody has written yet: the chat stands for its user until they do.
          user: { id: body.chat_id, name: body.chat_id },
        },
        now.toISOString(),
      ));
    const message = await this.queue(channel, conversation, {
      role: 'assistant',
      content: template ? `[template ${template.name} (${template.language.code})]` : body.content!,
      buttons: body.buttons,
      metadata: { source: OUTBOUND_SOURCE, ...(template ? { template } : {}) },
    });
    return { conversation, message };
  }

  /**
   * Refuses what the channel's platform would refuse (WhatsApp's 24-hour window, counted from the
   * platform's time of the user's last message in `conversation`), before anything is stored.
   */
  private async checkPlatformRules(
    scope: Scope,
    channel: ChannelRecord,
    chatId: string,
    conversation: ConversationRecord | null,
    template: boolean,
  ): Promise<void> {
    const adapter = this.deps.sending.adapters[channel.type];
    if (!adapter?.checkOutbound) {
      if (!template) return;
      throw new ValidationError([
        {
          path: 'template',
          message: `templates are WhatsApp's; a ${channel.type} channel sends content`,
        },
      ]);
    }
    const messages = this.deps.sending.conversations.messages;
    const lastUser = conversation ? await messages.latestUserMessage(scope, conversation.id) : null;
    adapter.checkOutbound({
      channel,
      chatId,
      lastUserMessageAt: lastUser
        ? new Date(lastUser.platform_sent_at ?? lastUser.created_at)
        : null,
      template,
      now: this.deps.clock.now(),
    });
  }

  /** Stores the message in the send queue (with its conversation's count) and nudges the queue. */
  private async queue(
    channel: ChannelRecord,
    conversation: ConversationRecord,
    queued: Queued,
  ): Promise<RelayMessageRecord> {
    const store = this.deps.sending.conversations;
    this.assertUrls(queued);
    const attachments = await this.keep(conversation, queued.attachments ?? []);
    const now = this.deps.clock.now().toISOString();
    const viaPlatform = this.deps.sending.adapters[channel.type] !== undefined;
    const record: RelayMessageRecord = {
      id: newId('message'),
      team_id: conversation.team_id,
      bot_id: conversation.bot_id,
      conversation_id: conversation.id,
      role: queued.role,
      content: queued.content,
      attachments,
      integration_id: null,
      latency_ms: null,
      metadata: queued.metadata,
      platform_message_id: null,
      status: null,
      error: null,
      delivery: viaPlatform ? null : { status: 'sent', updated_at: now },
      ...(queued.buttons ? { buttons: queued.buttons } : {}),
      created_at: now,
      ...(viaPlatform ? { send_due_at: now } : {}),
    };
    const { message } = await store.append(
      record,
      store.conversations.countMessagesStep(conversation.team_id, conversation.id, 1, now),
    );
    if (viaPlatform) this.deps.queue.nudge();
    return message;
  }

  /** The conversation's channel, unless it is closed or its channel is gone or disconnected. */
  private async openChannel(
    scope: Scope,
    conversation: ConversationRecord,
  ): Promise<ChannelRecord> {
    const channel =
      conversation.status === 'closed'
        ? null
        : await this.deps.channels.findById(scope, conversation.channel_id);
    if (!channel) {
      throw new ConflictError(
        'The conversation is closed (its channel was deleted): nothing can reach its user.',
        { status: 'closed' },
      );
    }
    this.refuseDisconnected(channel);
    return channel;
  }

  private refuseDisconnected(channel: ChannelRecord): void {
    if (channel.status !== 'disconnected') return;
    throw new ConflictError(
      `Channel ${channel.id} is disconnected (its platform refused the credentials); update its config first.`,
      { channel_id: channel.id, status: channel.status },
    );
  }

  private assertUrls(queued: Queued): void {
    const urls: Record<string, string> = contentUrls(queued.content, 'content');
    (queued.attachments ?? []).forEach((a, i) => (urls[`attachments.${i}.url`] = a.url));
    assertUrlsAllowed({ allowPrivateNetwork: this.deps.allowPrivateNetwork }, urls);
  }

  /** Downloads the attachments as files of the conversation; one that fails is a 422 naming it. */
  private async keep(
    conversation: ConversationRecord,
    inputs: NonNullable<Queued['attachments']>,
  ): Promise<Attachment[]> {
    if (inputs.length === 0) return [];
    const { files, attachmentLimits } = this.deps.sending;
    const kept = await keepAttachments(
      { http: this.deps.http, files, limits: attachmentLimits },
      conversation.team_id,
      { botId: conversation.bot_id, conversationId: conversation.id },
      inputs,
    );
    if (kept.problems.length > 0) {
      await files.deleteByUrls(
        teamScope(conversation.team_id),
        kept.files.map((f) => f.url),
      );
      throw new ValidationError(kept.problems.map((message) => ({ path: 'attachments', message })));
    }
    return kept.files.map((f) => ({ url: f.url, filename: f.filename, mime_type: f.mimeType }));
  }
}
