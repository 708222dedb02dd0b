/**
 * Approvals and questions of a paused execution (contract-decisions.md, "Approvals, questions,
 * budgets and structured results"). A run that wants an `ask` tool, or reaches its budget, pauses
 * in `awaiting_approval` with `pending_approvals`; a person decides each one through
 * `POST /v1/executions/{id}/approvals/{approval_id}`, exactly once, and the run goes on, on any
 * runner. Arguments and annotations are user JSON, so the record keeps them as text (MongoDB
 * forbids some keys); the public view parses them.
 */
import { z } from 'zod';
import { idOf, jsonObject, pathIdOf, timestamp } from './common.js';

export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** How a pending approval was settled: by a person, or by its expiry. */
export type ApprovalOutcome = ApprovalDecision | 'expired';

export const APPROVAL_REASON_MAX = 2_000;

const approvalTimes = {
  id: idOf('approval'),
  requested_at: timestamp,
  expires_at: timestamp.meta({
    description: "After this the approval is settled by the loop's on_approval_timeout",
  }),
};

export const toolCallApproval = z
  .strictObject({
    ...approvalTimes,
    kind: z.literal('tool_call'),
    server: z.string().meta({ description: 'The mcp_ id of the tool server, or a built-in name' }),
    tool: z.string().meta({ description: "The server's own name of the tool" }),
    model_tool_name: z.string().meta({ description: 'The name the model called it by' }),
    arguments: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The arguments the model gave, secrets redacted' }),
    annotations: z.record(z.string(), z.unknown()).meta({
      description:
        'The hints the server declared for the tool (readOnlyHint, destructiveHint, idempotentHint, openWorldHint, title); {} when none',
    }),
  })
  .meta({ id: 'ToolCallApproval' });

export const BUDGET_SCOPES = ['run', 'team'] as const;

export const budgetApproval = z
  .strictObject({
    ...approvalTimes,
    kind: z.literal('budget'),
    budget: z.enum(BUDGET_SCOPES).meta({
      description:
        "`run`: the loop's max_cost_usd (approving raises it by the same amount once more); `team`: the team's monthly_budget_usd (approving lets this run go on past it)",
    }),
    spent_usd: z.number().min(0),
    limit_usd: z.number().min(0),
  })
  .meta({ id: 'BudgetApproval' });

export const pendingApproval = z.discriminatedUnion('kind', [toolCallApproval, budgetApproval]);
export type PendingApproval = z.output<typeof pendingApproval>;
export type ToolCallApproval = z.output<typeof toolCallApproval>;
export type BudgetApproval = z.output<typeof budgetApproval>;

/**
 * A pending approval as stored on the execution: user JSON as text, and (for a tool call) the
 * tool's input schema, which edited arguments are validated against.
 */
export type PendingApprovalRecord =
  | (Omit<ToolCallApproval, 'arguments' | 'annotations'> & {
      arguments_json: string;
      annotations_json: string;
      input_schema_json: string;
    })
  | BudgetApproval;

/** The public view of a stored approval. */
export function toPublicApproval(record: PendingApprovalRecord): PendingApproval {
  if (record.kind === 'budget') return record;
  const { arguments_json, annotations_json, input_schema_json: _schema, ...rest } = record;
  return {
    ...rest,
    arguments: JSON.parse(arguments_json) as Record<string, unknown>,
    annotations: JSON.parse(annotations_json) as Record<string, unknown>,
  };
}

export const ELICITATION_MODES = ['form', 'url'] as const;

export const pendingInput = z
  .strictObject({
    id: idOf('input'),
    server: z.string(),
    message: z.string(),
    mode: z.enum(ELICITATION_MODES),
    requested_schema: z.record(z.string(), z.unknown()).optional(),
    url: z.string().optional(),
    requested_at: timestamp,
  })
  .meta({ id: 'PendingInput' });
export type PendingInput = z.output<typeof pendingInput>;

export const approvalDecisionBody = z
  .strictObject({
    decision: z.enum(APPROVAL_DECISIONS),
    reason: z
      .string()
      .max(APPROVAL_REASON_MAX, { error: `must be at most ${APPROVAL_REASON_MAX} characters` })
      .optional()
      .meta({ description: 'Told to the model when the call is rejected' }),
    arguments: jsonObject.optional().meta({
      description:
        "Approve only: the arguments to run the tool with instead of the model's, validated against the tool's input schema",
    }),
  })
  .refine((body) => body.decision === 'approve' || body.arguments === undefined, {
    error: 'only an approval can carry arguments',
    path: ['arguments'],
  })
  .meta({ id: 'ApprovalDecision' });
export type ApprovalDecisionBody = z.output<typeof approvalDecisionBody>;

export const INPUT_ACTIONS = ['accept', 'decline', 'cancel'] as const;
export type InputAction = (typeof INPUT_ACTIONS)[number];

export const inputAnswerBody = z
  .strictObject({
    action: z.enum(INPUT_ACTIONS).meta({
      description:
        '`accept` with the answer (form mode) or once the page was visited (URL mode); `decline`: the user says no; `cancel`: no answer',
    }),
    content: jsonObject.optional().meta({
      description: 'accept only, form mode: the answer, validated against `requested_schema`',
    }),
  })
  .refine((body) => body.action === 'accept' || body.content === undefined, {
    error: 'only an accepted answer carries content',
    path: ['content'],
  })
  .meta({ id: 'InputAnswer' });
export type InputAnswerBody = z.output<typeof inputAnswerBody>;

export const inputParams = z.strictObject({
  id: pathIdOf('execution'),
  input_id: pathIdOf('input'),
});

export const approvalParams = z.strictObject({
  id: pathIdOf('execution'),
  approval_id: pathIdOf('approval'),
});

/** `data` of the `execution.approval_requested` event. */
export const approvalRequestedData = z.strictObject({
  execution_id: z.string(),
  agent_loop_id: z.string(),
  approval: pendingApproval.optional(),
  input: pendingInput.optional(),
});
export type ApprovalRequestedData = z.output<typeof approvalRequestedData>;
