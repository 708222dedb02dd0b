import type { Message } from '../../api/types';
import { ms } from '../../ui/format';
import { IntegrationName } from './IntegrationName';

type Attachment = Message['attachments'][number];

/** A message's text, whether the API stored a string or content parts. */
export function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: { type?: string; text?: string }) =>
      part.type === 'text' ? (part.text ?? '') : '',
    )
    .join('');
}

function messageImages(content: unknown): string[] {
  if (!Array.isArray(content)) return [];
  return content
    .filter((part: { type?: string }) => part.type === 'image_url')
    .map((part: { image_url?: { url?: string } }) => part.image_url?.url ?? '')
    .filter(Boolean);
}

export function Attachments({ attachments }: { attachments: Attachment[] }) {
  return (
    <>
      {attachments.map((file) =>
        file.mime_type.startsWith('image/') ? (
          <a key={file.url} href={file.url} target="_blank" rel="noreferrer">
            <img src={file.url} alt={file.filename} />
          </a>
        ) : (
          <div key={file.url}>
            <a href={file.url} target="_blank" rel="noreferrer">
              {file.filename}
            </a>{' '}
            <span className="meta">({file.mime_type})</span>
          </div>
        ),
      )}
    </>
  );
}

/** The reply buttons a message offers (shown, not pressable: the user presses them). */
export function ReplyButtons({ buttons }: { buttons: Message['buttons'] }) {
  if (!buttons || buttons.length === 0) return null;
  return (
    <ul className="buttons" aria-label="Reply buttons">
      {buttons.map((button) => (
        <li key={button.id} title={`id: ${button.id}`}>
          {button.title}
        </li>
      ))}
    </ul>
  );
}

const DELIVERY_LABELS = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
} as const;

/** Where an outbound message stands at its platform: queued, sent, delivered, read or failed. */
export function DeliveryStatus({ message }: { message: Message }) {
  if (message.role !== 'assistant' && message.role !== 'agent') return null;
  const { delivery } = message;
  if (!delivery) return <div className="meta delivery">Sending…</div>;
  return (
    <div className={`meta delivery ${delivery.status === 'failed' ? 'bad' : ''}`}>
      {DELIVERY_LABELS[delivery.status]}
      {delivery.error ? `: ${delivery.error}` : ''}
    </div>
  );
}

/** One chat message: text, images inline, who answered and how fast, metadata on demand. */
export function MessageBubble({ message, botId }: { message: Message; botId: string }) {
  const failed =
    message.status === 'failed' ||
    (message.role === 'assistant' && message.error) ||
    message.delivery?.status === 'failed';
  const label = message.role === 'agent' ? 'person' : message.role;
  return (
    <div
      className={`bubble ${message.role} ${failed ? 'failed' : ''}`}
      role="group"
      aria-label={`${label} message`}
    >
      {message.role === 'agent' && <div className="meta">A person wrote</div>}
      {messageText(message.content)}
      {messageImages(message.content).map((url) => (
        <img key={url} src={url} alt="" />
      ))}
      <Attachments attachments={message.attachments} />
      <ReplyButtons buttons={message.buttons} />
      {message.status === 'handoff' && <div className="meta">Left for a person</div>}
      <DeliveryStatus message={message} />
      {message.role === 'assistant' && (
        <div className="meta">
          {message.integration_id ? (
            <>
              answered by <IntegrationName botId={botId} id={message.integration_id} /> in{' '}
              {ms(message.latency_ms)}
            </>
          ) : message.metadata?.source === 'outbound' ? (
            'a proactive message'
          ) : (
            'no integration answered (the bot’s error message)'
          )}
        </div>
      )}
      {message.error && <div className="meta">Why: {message.error}</div>}
      {message.metadata && Object.keys(message.metadata).length > 0 && (
        <details>
          <summary>Reply metadata</summary>
          <pre>{JSON.stringify(message.metadata, null, 2)}</pre>
        </details>
      )}
    </div>
  );
}
