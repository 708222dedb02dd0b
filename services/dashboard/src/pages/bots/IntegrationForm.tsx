import { useState, type FormEvent } from 'react';
import type { Integration } from '../../api/types';
import { FormActions } from '../../ui/FormActions';
import { headerMap, headerRows, HeadersEditor } from '../../ui/HeadersEditor';

export interface IntegrationFields {
  name: string;
  webhook_url: string;
  headers: Record<string, string>;
  timeout: number;
  weight: number;
  fallback: boolean;
  enabled: boolean;
}

/** Create or edit an integration (the AI backend a bot forwards messages to). */
export function IntegrationForm({
  integration,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  integration?: Integration;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (fields: IntegrationFields) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(integration?.name ?? '');
  const [url, setUrl] = useState(integration?.webhook_url ?? '');
  const [timeout, setTimeoutValue] = useState(String(integration?.timeout ?? 30));
  const [weight, setWeight] = useState(String(integration?.weight ?? 1));
  const [fallback, setFallback] = useState(integration?.fallback ?? false);
  const [enabled, setEnabled] = useState(integration?.enabled ?? true);
  const [headers, setHeaders] = useState(headerRows(integration?.headers));
  const prefix = integration?.id ?? 'new-integration';

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({
      name,
      webhook_url: url,
      headers: headerMap(headers),
      timeout: Number(timeout),
      weight: Number(weight),
      fallback,
      enabled,
    });
  }

  return (
    <form onSubmit={submit} className="card">
      <label htmlFor={`${prefix}-name`}>Name</label>
      <input
        id={`${prefix}-name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
      <label htmlFor={`${prefix}-url`}>Webhook URL</label>
      <input
        id={`${prefix}-url`}
        value={url}
        placeholder="https://backend.example.com/chat"
        onChange={(e) => setUrl(e.target.value)}
        required
      />
      <label htmlFor={`${prefix}-timeout`}>Timeout (seconds)</label>
      <input
        id={`${prefix}-timeout`}
        type="number"
        value={timeout}
        onChange={(e) => setTimeoutValue(e.target.value)}
      />
      <label htmlFor={`${prefix}-weight`}>Weight</label>
      <input
        id={`${prefix}-weight`}
        type="number"
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
      />
      <label className="inline">
        <input type="checkbox" checked={fallback} onChange={(e) => setFallback(e.target.checked)} />
        Fallback (used when the primary fails)
      </label>
      <label className="inline">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        Enabled
      </label>
      <HeadersEditor rows={headers} onChange={setHeaders} label="Headers sent to the backend" />
      <FormActions submitLabel={submitLabel} busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
