import { useState, type FormEvent } from 'react';
import type { AgentLoop } from '../../api/types';
import { FormActions } from '../../ui/FormActions';
import { headerMap, headerRows, HeadersEditor } from '../../ui/HeadersEditor';
import type { EventTrigger } from './event-triggers';
import { EventTriggersEditor } from './EventTriggersEditor';
import { ModelPicker } from './ModelPicker';
import { ToolServerPicker } from './ToolServerPicker';

export interface LoopFields {
  name: string;
  system_prompt: string;
  user_message: string;
  model: string | null;
  mcp_servers: string[];
  callback_url: string | null;
  callback_headers: Record<string, string>;
  max_iterations: number;
  timeout: number;
  tool_timeout: number;
  event_triggers: EventTrigger[];
}

/** Create or edit an agent loop. */
export function LoopForm({
  loop,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  loop?: AgentLoop;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (fields: LoopFields) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(loop?.name ?? '');
  const [systemPrompt, setSystemPrompt] = useState(loop?.system_prompt ?? '');
  const [userMessage, setUserMessage] = useState(loop?.user_message ?? '');
  const [model, setModel] = useState(loop?.model ?? '');
  const [servers, setServers] = useState<string[]>(loop?.mcp_servers ?? []);
  const [callbackUrl, setCallbackUrl] = useState(loop?.callback_url ?? '');
  const [callbackHeaders, setCallbackHeaders] = useState(headerRows(loop?.callback_headers));
  const [maxIterations, setMaxIterations] = useState(String(loop?.max_iterations ?? 10));
  const [timeout, setTimeoutValue] = useState(String(loop?.timeout ?? 300));
  const [toolTimeout, setToolTimeout] = useState(String(loop?.tool_timeout ?? 30));
  const [eventTriggers, setEventTriggers] = useState<EventTrigger[]>(loop?.event_triggers ?? []);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({
      name,
      system_prompt: systemPrompt,
      user_message: userMessage,
      model: model.trim() || null,
      mcp_servers: servers,
      callback_url: callbackUrl.trim() || null,
      callback_headers: headerMap(callbackHeaders),
      max_iterations: Number(maxIterations),
      timeout: Number(timeout),
      tool_timeout: Number(toolTimeout),
      event_triggers: eventTriggers,
    });
  }

  return (
    <form onSubmit={submit} className="card">
      <label htmlFor="loop-name">Name</label>
      <input id="loop-name" value={name} onChange={(e) => setName(e.target.value)} required />
      <label htmlFor="loop-system">System prompt</label>
      <textarea
        id="loop-system"
        value={systemPrompt}
        onChange={(e) => setSystemPrompt(e.target.value)}
        required
      />
      <label htmlFor="loop-user">User message</label>
      <textarea
        id="loop-user"
        value={userMessage}
        onChange={(e) => setUserMessage(e.target.value)}
        required
      />
      <ModelPicker value={model} onChange={setModel} />
      <ToolServerPicker value={servers} onChange={setServers} />
      <label htmlFor="loop-iterations">Max iterations (1–100)</label>
      <input
        id="loop-iterations"
        type="number"
        value={maxIterations}
        onChange={(e) => setMaxIterations(e.target.value)}
      />
      <label htmlFor="loop-timeout">Timeout (seconds)</label>
      <input
        id="loop-timeout"
        type="number"
        value={timeout}
        onChange={(e) => setTimeoutValue(e.target.value)}
      />
      <label htmlFor="loop-tool-timeout">Tool call timeout (seconds)</label>
      <input
        id="loop-tool-timeout"
        type="number"
        value={toolTimeout}
        onChange={(e) => setToolTimeout(e.target.value)}
      />
      <label htmlFor="loop-callback">Callback URL (optional)</label>
      <input
        id="loop-callback"
        value={callbackUrl}
        placeholder="https://example.com/agent-done"
        onChange={(e) => setCallbackUrl(e.target.value)}
      />
      <HeadersEditor
        rows={callbackHeaders}
        onChange={setCallbackHeaders}
        label="Callback headers"
      />
      <EventTriggersEditor value={eventTriggers} onChange={setEventTriggers} loopId={loop?.id} />
      <FormActions submitLabel={submitLabel} busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
