import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api, unwrap } from '../../api/client';
import type { AgentLoop } from '../../api/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { parseVariables } from './variables';

/** Runs a loop, optionally with its own user message and `{{variables}}`. */
export function RunForm({ loop }: { loop: AgentLoop }) {
  const navigate = useNavigate();
  const [userMessage, setUserMessage] = useState('');
  const [variables, setVariables] = useState('');
  const run = useMutation({
    mutationFn: async () => {
      const parsed = parseVariables(variables);
      const body = {
        ...(userMessage.trim() ? { user_message: userMessage } : {}),
        ...(parsed ? { variables: parsed } : {}),
      };
      const answer = unwrap(
        await api.POST('/v1/agent-loops/{id}/run', { params: { path: { id: loop.id } }, body }),
      );
      // Without ?stream=true the answer is always the JSON envelope, never the event stream.
      return (answer as Exclude<typeof answer, string>).data;
    },
    onSuccess: (execution) => void navigate(`/executions/${execution.id}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate();
  };
  return (
    <form className="card" onSubmit={submit} aria-label="Run">
      <h2>Run</h2>
      <label htmlFor="run-message">User message (empty: the loop’s own)</label>
      <textarea
        id="run-message"
        value={userMessage}
        placeholder={loop.user_message}
        onChange={(e) => setUserMessage(e.target.value)}
      />
      <label htmlFor="run-variables">Variables (JSON object for {'{{name}}'} placeholders)</label>
      <textarea
        id="run-variables"
        value={variables}
        placeholder='{"city": "Paris"}'
        onChange={(e) => setVariables(e.target.value)}
      />
      <ErrorMessage error={run.error} />
      <div className="form-actions">
        <button type="submit" disabled={run.isPending}>
          Run now
        </button>
      </div>
    </form>
  );
}
