import {
  catalogCallBody,
  catalogCallResponse,
  catalogToolParams,
} from '@switchboard/contracts/catalog-proxy';
import type { HttpClient } from '@switchboard/kit/http/types';
import type { Feature } from '../feature.js';
import { sendJson } from '../http/api-request.js';
import { defineRoute } from '../http/route.js';

const CATALOG_TIMEOUT_MS = 10_000;

/** `POST /v1/model-catalog/{tool}`: the catalog's tools for API clients and the dashboard. */
export function createCatalogProxyFeature(deps: { http: HttpClient; catalogUrl: string }): Feature {
  const base = deps.catalogUrl.replace(/\/+$/, '');
  const route = defineRoute({
    method: 'post',
    path: '/v1/model-catalog/{tool}',
    tag: 'Model catalog',
    summary: 'Call a model-catalog tool (search, details, recommend, list) through the API',
    description:
      'Forwards `{parameters}` to the catalog service’s `POST /call/{tool}` (CATALOG_URL) and answers with its status and body, so a browser needs one origin. 502 when the catalog cannot be reached.',
    params: catalogToolParams,
    body: catalogCallBody,
    response: catalogCallResponse,
    errors: [502],
    handler: async ({ params, body, res }) => {
      const answer = await deps.http.request({
        method: 'POST',
        url: `${base}/call/${params.tool}`,
        json: { parameters: body.parameters },
        timeoutMs: CATALOG_TIMEOUT_MS,
      });
      sendJson(res, answer.status, answer.body);
      return answer.body as { success: boolean };
    },
  });
  return { name: 'model-catalog', routes: [route] };
}
