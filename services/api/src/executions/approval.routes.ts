import {
  approvalDecisionBody,
  approvalParams,
  inputAnswerBody,
  inputParams,
} from '@switchboard/contracts/approvals';
import { executionResponse } from '@switchboard/contracts/execution';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ApprovalService } from './approval.service.js';

/** Deciding the approvals a paused execution waits for, and answering its questions. */
export function approvalRoutes(approvals: ApprovalService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/v1/executions/{id}/approvals/{approval_id}',
      tag: 'Executions',
      summary: 'Approve or reject what a paused execution waits for',
      description:
        'One of the execution’s `pending_approvals`. `approve` runs the tool call (with `arguments` instead of the model’s when given, validated against the tool’s input schema: 422 when they do not fit) or, for a budget approval, lets the run spend once more its `max_cost_usd` (or go past the team’s monthly budget); `reject` tells the model the call was rejected, with `reason`, or ends a run at its budget. Once every pending approval is decided, the run goes on, on any runner. Each approval is decided once: a second decision, or one after `expires_at`, is a 409.',
      params: approvalParams,
      body: approvalDecisionBody,
      response: executionResponse,
      errors: [404, 409, 422],
      handler: async ({ auth, params, body }) => ({
        data: await approvals.decide(auth.scope, params.id, params.approval_id, body),
      }),
    }),
    defineRoute({
      method: 'post',
      path: '/v1/executions/{id}/inputs/{input_id}',
      tag: 'Executions',
      summary: 'Answer the question a tool server asked a paused execution',
      description:
        'The execution’s `pending_input` (MCP elicitation, with the loop’s `elicitation: "ask"`). `accept` gives `content` (form mode: validated against `requested_schema`, else 422) or says the page at `url` was visited (URL mode); `decline` and `cancel` tell the server the user said no or did not answer. The run goes on, on any runner. A second answer is a 409.',
      params: inputParams,
      body: inputAnswerBody,
      response: executionResponse,
      errors: [404, 409, 422],
      handler: async ({ auth, params, body }) => ({
        data: await approvals.answer(auth.scope, params.id, params.input_id, body),
      }),
    }),
  ];
}
