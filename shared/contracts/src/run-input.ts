/**
 * What one run of an agent loop is given and what started it (contract-decisions.md, "Runs"):
 * the optional body of `POST /agent-loops/{id}/run`, and the `input` and `trigger` an execution
 * records. Variables and metadata are free-form user JSON, so the stored record keeps them as
 * JSON text (no engine sees their keys); the public view parses them back.
 */
import { z } from 'zod';
import { PROMPT_MAX } from './agent-loop.js';
import { optionalQueryInteger } from './query.js';

/** Largest `metadata`, as JSON text: it travels in every callback and event. */
export const RUN_METADATA_MAX_CHARS = 16_384;

export const TRIGGER_TYPES = ['api', 'schedule', 'event', 'url'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

const jsonObject = z.record(z.string(), z.unknown());

/** The optional body of `POST /agent-loops/{id}/run`; no body runs the loop as it is. */
export const runBody = z
  .strictObject({
    user_message: z
      .string()
      .min(1)
      .max(PROMPT_MAX)
      .optional()
      .meta({ description: "Replaces the loop's user_message for this run" }),
    variables: jsonObject.optional().meta({
      description:
        'Fills `{{name}}` placeholders (dotted paths reach into objects: `{{order.id}}`) in the loop’s system_prompt and user_message. Given `variables`, a placeholder without a value is a 422 naming it; without them, both texts are used as written.',
    }),
    metadata: jsonObject
      .optional()
      .refine(
        (value) => value === undefined || JSON.stringify(value).length <= RUN_METADATA_MAX_CHARS,
        {
          error: `must be at most ${RUN_METADATA_MAX_CHARS} characters as JSON`,
        },
      )
      .meta({
        description:
          'Stored on the execution and sent back in the callback as metadata.run_metadata',
      }),
  })
  .meta({ id: 'RunAgentLoop' });
export type RunBody = z.output<typeof runBody>;

/** Longest `?wait=` of a run, in seconds. */
export const RUN_WAIT_MAX_SECONDS = 60;

/** `?wait=N` (answer when the run ends or N seconds pass) or `?stream=true` (its events). */
export const runQuery = z
  .object({
    wait: optionalQueryInteger(1, RUN_WAIT_MAX_SECONDS).meta({
      description: `Answer 200 with the execution when it ends or after this many seconds (1..${RUN_WAIT_MAX_SECONDS}), whichever comes first`,
    }),
    stream: z
      .enum(['true', 'false'])
      .optional()
      .meta({ description: '`true`: answer 200 with the execution’s events as text/event-stream' }),
  })
  .refine((query) => !(query.wait !== undefined && query.stream === 'true'), {
    error: 'wait and stream=true cannot be combined: the stream already lasts until the run ends',
    path: ['stream'],
  });

/** A run's input as the service takes it (any trigger); absent fields mean "as the loop says". */
export interface RunInput {
  user_message?: string | undefined;
  variables?: Record<string, unknown> | undefined;
  metadata?: Record<string, unknown> | undefined;
}

export const executionInput = z
  .strictObject({
    user_message: z
      .string()
      .meta({ description: 'The task as the run was given it, placeholders filled' }),
    variables: jsonObject,
    metadata: jsonObject,
  })
  .meta({ id: 'ExecutionInput' });
export type ExecutionInput = z.output<typeof executionInput>;

export const executionTrigger = z
  .strictObject({
    type: z.enum(TRIGGER_TYPES).meta({
      description: 'api (POST /run), schedule, event (an event trigger) or url (a trigger URL)',
    }),
    id: z
      .string()
      .optional()
      .meta({ description: 'The schedule (sch_...) or event (evt_...) that started the run' }),
    depth: z.number().int().min(1).optional().meta({
      description:
        'Runs started by an event: 1, plus one for each event-triggered run before it in the chain (agent_loop.completed of a triggered run)',
    }),
  })
  .meta({ id: 'ExecutionTrigger' });
export type ExecutionTrigger = z.output<typeof executionTrigger>;

/** `input` as stored: the user JSON kept as text. */
export interface StoredExecutionInput {
  user_message: string;
  variables_json: string;
  metadata_json: string;
}

/** The stored form of a run's input. */
export function storeInput(input: ExecutionInput): StoredExecutionInput {
  return {
    user_message: input.user_message,
    variables_json: JSON.stringify(input.variables),
    metadata_json: JSON.stringify(input.metadata),
  };
}

/** The public form of a stored input; executions queued before runs took input ran as the loop said. */
export function publicInput(
  stored: StoredExecutionInput | undefined,
  loopUserMessage: string,
): ExecutionInput {
  if (!stored) return { user_message: loopUserMessage, variables: {}, metadata: {} };
  return {
    user_message: stored.user_message,
    variables: JSON.parse(stored.variables_json) as Record<string, unknown>,
    metadata: JSON.parse(stored.metadata_json) as Record<string, unknown>,
  };
}
