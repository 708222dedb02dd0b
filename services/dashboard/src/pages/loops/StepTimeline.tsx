import type { Execution } from '../../api/types';
import { ms, usd } from '../../ui/format';
import { useToolServerName } from './tool-servers';

type Step = Execution['steps'][number];

function durationOf(step: Step): number {
  return step.type === 'model_call' ? step.latency_ms : step.duration_ms;
}

function pretty(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

/** The run's steps in order, each with a bar in proportion to its duration. */
export function StepTimeline({ steps }: { steps: Execution['steps'] }) {
  const serverName = useToolServerName();
  if (steps.length === 0) return <p className="muted">No steps yet.</p>;
  const longest = Math.max(1, ...steps.map(durationOf));
  return (
    <ol className="timeline" aria-label="Steps">
      {steps.map((step, index) => (
        <li key={index} aria-label={`Step ${index + 1}: ${step.type.replace('_', ' ')}`}>
          <div className="bar" style={{ width: `${(durationOf(step) / longest) * 100}%` }} />
          {step.type === 'model_call' && (
            <p>
              <strong>Model call</strong> {step.iteration} · <code>{step.model}</code> ·{' '}
              {ms(step.latency_ms)} · {step.total_tokens} tokens ({step.prompt_tokens} in,{' '}
              {step.completion_tokens} out) · cost {usd(step.cost_usd)} ·{' '}
              {step.tool_calls_requested} tool call(s) requested
              {step.error && <span className="error"> {step.error}</span>}
            </p>
          )}
          {step.type === 'tool_call' && (
            <>
              <p>
                <strong>Tool call</strong> <code>{step.tool}</code> on {serverName(step.server)} ·{' '}
                {ms(step.duration_ms)}
                {step.error && <span className="error"> {step.error}</span>}
              </p>
              <details>
                <summary>Arguments</summary>
                <pre>{pretty(step.arguments)}</pre>
              </details>
              <details>
                <summary>Result{step.truncated ? ' (truncated)' : ''}</summary>
                <pre>{step.result === null ? '—' : pretty(step.result)}</pre>
              </details>
            </>
          )}
          {step.type === 'tools_list' && (
            <p>
              <strong>Listing tools</strong> of {serverName(step.server)} failed ·{' '}
              {ms(step.duration_ms)}: {step.error}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
