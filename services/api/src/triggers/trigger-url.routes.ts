import type { ApiResponse } from '../http/api-request.js';
import { agentLoopIdParams } from '@switchboard/contracts/agent-loop';
import {
  triggerAcceptedResponse,
  triggerBody,
  triggerTokenParams,
  triggerUrlResponse,
} from '@switchboard/contracts/trigger-url';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { TriggerUrlService } from './trigger-url.service.js';

const TAG = 'Trigger URLs';

export interface TriggerUrlRouteDeps {
  urls: TriggerUrlService;
  /** Starts the run a trigger URL was called for; resolves with the queued execution's id. */
  fire(token: string, variables: Record<string, unknown>, res: ApiResponse): Promise<string>;
}

/** `/v1/agent-loops/{id}/trigger-url` (manage, with a key) and `/v1/triggers/{token}` (call). */
export function triggerUrlRoutes(deps: TriggerUrlRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/agent-loops/{id}/trigger-url',
      tag: TAG,
      summary: 'Issue (or rotate) the secret URL that runs this loop without an API key',
      description:
        'Answers the URL once: only a hash of its token is stored. Posting again replaces it (the old URL stops working at once). A POST of a JSON object to the URL queues a run with the object as `variables` and answers 202 `{ data: { execution_id } }`.',
      params: agentLoopIdParams,
      status: 201,
      response: triggerUrlResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({ data: await deps.urls.issue(auth, params.id) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/agent-loops/{id}/trigger-url',
      tag: TAG,
      summary: "Revoke the loop's trigger URL",
      params: agentLoopIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => deps.urls.revoke(auth.scope, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/v1/triggers/{token}',
      tag: TAG,
      auth: false,
      summary: 'Start a run through a trigger URL (no API key)',
      description:
        "The body (a JSON object, or none) becomes the run's `variables`; the execution has `trigger: { type: \"url\" }`. Counts against the rate limit of the loop's team (one window for all its trigger URLs, the plan's requests per minute) and its concurrency cap. 404 for an unknown, revoked or replaced token.",
      params: triggerTokenParams,
      body: triggerBody,
      status: 202,
      response: triggerAcceptedResponse,
      errors: [404, 429],
      handler: async ({ params, body, res }) => ({
        data: { execution_id: await deps.fire(params.token, body, res) },
      }),
    }),
  ];
}
