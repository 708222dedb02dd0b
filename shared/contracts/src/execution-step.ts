/**
 * The step log of an execution (`steps` on GET /executions/{id}): one entry per model call, per
 * tool call, and per tool server whose tools could not be listed, in the order they happened.
 */
import { z } from 'zod';
import { timestamp } from './common.js';

const count = z.number().int().min(0);

/** Tool results are kept in the step log up to this many characters (`truncated: true` beyond). */
export const STEP_RESULT_MAX_CHARS = 4000;

export const modelCallStep = z
  .strictObject({
    type: z.literal('model_call'),
    iteration: z.number().int().min(1),
    model: z.string(),
    prompt_tokens: count,
    completion_tokens: count,
    total_tokens: count,
    cost_usd: z.number().min(0).nullable().meta({
      description:
        "This call's cost in USD from the model catalog's prices; null when the model's price is unknown",
    }),
    latency_ms: count,
    finish_reason: z.string().nullable().meta({ description: 'e.g. stop, tool_calls, length' }),
    tool_calls_requested: count,
    error: z.string().nullable(),
    started_at: timestamp,
  })
  .meta({ id: 'ModelCallStep' });
export type ModelCallStep = z.output<typeof modelCallStep>;

export const toolCallStep = z
  .strictObject({
    type: z.literal('tool_call'),
    iteration: z.number().int().min(1),
    call_id: z.string().meta({ description: "The model's id for this tool call" }),
    server: z.string().meta({ description: 'Tool server id (mcp_...) or built-in name' }),
    tool: z.string().meta({ description: "The tool's name on its server" }),
    arguments: z.unknown().meta({ description: 'Arguments as the model sent them' }),
    result: z.string().nullable().meta({ description: 'Tool output, truncated' }),
    truncated: z.boolean(),
    duration_ms: count,
    error: z.string().nullable(),
    started_at: timestamp,
  })
  .meta({ id: 'ToolCallStep' });
export type ToolCallStep = z.output<typeof toolCallStep>;

/** A tool server whose tools could not be listed when the run started; it runs without them. */
export const toolsListStep = z
  .strictObject({
    type: z.literal('tools_list'),
    server: z.string().meta({ description: 'Tool server id (mcp_...) or built-in name' }),
    error: z.string().meta({ description: 'Why the listing failed' }),
    duration_ms: count,
    started_at: timestamp,
  })
  .meta({ id: 'ToolsListStep' });
export type ToolsListStep = z.output<typeof toolsListStep>;

export const executionStep = z.discriminatedUnion('type', [
  modelCallStep,
  toolCallStep,
  toolsListStep,
]);
export type ExecutionStep = z.output<typeof executionStep>;

/**
 * A step as recorded, with the fields added since older steps were stored filled in (a model call
 * recorded before per-step cost has `cost_usd: null`).
 */
export function withStepDefaults(step: ExecutionStep): ExecutionStep {
  return step.type === 'model_call' ? { ...step, cost_usd: step.cost_usd ?? null } : step;
}
