import { useState, type FormEvent } from 'react';
import type { Bot } from '../../api/types';
import { FormActions } from '../../ui/FormActions';

export interface BotFields {
  name: string;
  description?: string;
  context_window: number;
  integration_strategy: 'highest_weight' | 'weighted';
  error_message?: string;
}

/** Create or edit a bot's own fields; the API validates and its errors are shown as given. */
export function BotForm({
  bot,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  bot?: Bot;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (fields: BotFields) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(bot?.name ?? '');
  const [description, setDescription] = useState(bot?.description ?? '');
  const [contextWindow, setContextWindow] = useState(String(bot?.context_window ?? 10));
  const [strategy, setStrategy] = useState<BotFields['integration_strategy']>(
    bot?.integration_strategy ?? 'highest_weight',
  );
  const [errorMessage, setErrorMessage] = useState(bot?.error_message ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({
      name,
      description,
      context_window: Number(contextWindow),
      integration_strategy: strategy,
      ...(errorMessage.trim() ? { error_message: errorMessage } : {}),
    });
  }

  return (
    <form onSubmit={submit}>
      <label htmlFor="bot-name">Name</label>
      <input id="bot-name" value={name} onChange={(e) => setName(e.target.value)} required />
      <label htmlFor="bot-description">Description</label>
      <textarea
        id="bot-description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <label htmlFor="bot-context">Context window (messages sent to the backend)</label>
      <input
        id="bot-context"
        type="number"
        min={1}
        max={100}
        value={contextWindow}
        onChange={(e) => setContextWindow(e.target.value)}
      />
      <label htmlFor="bot-strategy">Integration selection</label>
      <select
        id="bot-strategy"
        value={strategy}
        onChange={(e) => setStrategy(e.target.value as BotFields['integration_strategy'])}
      >
        <option value="highest_weight">Highest weight (fallbacks when it fails)</option>
        <option value="weighted">Weighted random (A/B testing)</option>
      </select>
      <label htmlFor="bot-error">Message sent when every integration fails</label>
      <textarea
        id="bot-error"
        value={errorMessage}
        placeholder="The API's default"
        onChange={(e) => setErrorMessage(e.target.value)}
      />
      <FormActions submitLabel={submitLabel} busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
