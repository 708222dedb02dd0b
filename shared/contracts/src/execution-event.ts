/**
 * The live events of one execution (contract-decisions.md, "Runs"): every state change and every
 * step becomes its own record with a per-execution sequence number 1, 2, 3..., written by whoever
 * makes the change (the API queues and cancels; the runner starts, records steps and ends).
 * `GET /executions/{id}/events` streams them as Server-Sent Events, and the step log of
 * `GET /executions/{id}` is read from them, so a long run never outgrows one stored document.
 */
import { z } from 'zod';
import {
  EXECUTION_STATUSES,
  type ExecutionStatus,
  type TerminalExecutionStatus,
} from './execution.js';
import { executionStep, withStepDefaults, type ExecutionStep } from './execution-step.js';

export const EXECUTION_EVENT_TYPES = [
  'execution.queued',
  'execution.started',
  'execution.step',
  'execution.awaiting_approval',
  'execution.awaiting_input',
  'execution.resumed',
  'execution.completed',
  'execution.failed',
  'execution.timeout',
  'execution.cancelled',
] as const;
export type ExecutionEventType = (typeof EXECUTION_EVENT_TYPES)[number];

/** The event that records an execution reaching `status`. */
export function terminalEventType(status: TerminalExecutionStatus): ExecutionEventType {
  return `execution.${status}`;
}

const TERMINAL_EVENT_TYPES = [
  'execution.completed',
  'execution.failed',
  'execution.timeout',
  'execution.cancelled',
] as const satisfies readonly ExecutionEventType[];

/** True for the events after which an execution's stream ends. */
export function isTerminalEvent(type: ExecutionEventType): boolean {
  return (TERMINAL_EVENT_TYPES as readonly string[]).includes(type);
}

/** `data:` of one server-sent event. */
export const executionEventData = z
  .strictObject({
    execution_id: z.string(),
    status: z.enum(EXECUTION_STATUSES).meta({ description: 'The status after this event' }),
    step: executionStep.optional().meta({ description: 'On execution.step: the step as recorded' }),
  })
  .meta({ id: 'ExecutionEventData' });
export type ExecutionEventData = z.output<typeof executionEventData>;

/** One event as stored: `seq` orders it within its execution; the step is kept as JSON text. */
export interface ExecutionEventRecord {
  /** `{execution_id}:{seq}`: two writers racing for one number cannot both store it. */
  id: string;
  team_id: string;
  execution_id: string;
  seq: number;
  type: ExecutionEventType;
  status: ExecutionStatus;
  step_json: string | null;
  created_at: string;
}

/** An event as a reader gets it. */
export interface ExecutionEvent {
  seq: number;
  type: ExecutionEventType;
  data: ExecutionEventData;
}

/** The reader's view of a stored event. */
export function toExecutionEvent(record: ExecutionEventRecord): ExecutionEvent {
  const data: ExecutionEventData = { execution_id: record.execution_id, status: record.status };
  if (record.step_json !== null)
    data.step = withStepDefaults(JSON.parse(record.step_json) as ExecutionStep);
  return { seq: record.seq, type: record.type, data };
}

/**
 * The body of `GET /executions/{id}/events`, described for the OpenAPI document: a
 * `text/event-stream` of `id: <seq>`, `event: <type>`, `data: <ExecutionEventData JSON>` blocks.
 */
export const executionEventStream = z.string().meta({
  description:
    'Server-Sent Events. Each event: `id:` the sequence number (1, 2, 3... per execution), `event:` one of ' +
    EXECUTION_EVENT_TYPES.join(', ') +
    ', `data:` JSON `{ execution_id, status, step? }` (ExecutionEventData). The stream ends after the terminal event; `: ping` comments come every 15 s. Send `Last-Event-ID: N` to get only the events after N.',
});
