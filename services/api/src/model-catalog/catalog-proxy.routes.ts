import {
  catalogCallBody,
  catalogCallResponse,
  catalogToolParams,
  type CatalogCallResult,
} from '@switchboard/contracts/catalog-proxy';
import {
  AppError,
  BadRequestError,
  UpstreamError,
  ValidationError,
  type FieldIssue,
} from '@switchboard/kit/errors';
import type { HttpClient } from '@switchboard/kit/http/types';
import { z } from 'zod';
import type { Feature } from '../feature.js';
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
      'Forwards `{parameters}` to the catalog service’s `POST /call/{tool}` (CATALOG_URL), so a browser needs one origin, and answers its result. The catalog’s refusals come back in the API’s error shape: an unknown `model_id` is 404 `RESOURCE_NOT_FOUND` (`resource_type: "model"`, with `suggestions`), arguments out of bounds 422 `VALIDATION_ERROR` (field paths under `parameters.`); 502 `BAD_GATEWAY` when the catalog cannot be reached or fails.',
    params: catalogToolParams,
    body: catalogCallBody,
    response: catalogCallResponse,
    errors: [400, 404, 422, 502],
    handler: async ({ params, body }) => {
      const answer = await deps.http.request({
        method: 'POST',
        url: `${base}/call/${params.tool}`,
        json: { parameters: body.parameters },
        timeoutMs: CATALOG_TIMEOUT_MS,
      });
      const parsed = catalogAnswer.safeParse(answer.body);
      if (answer.status === 200 && parsed.success && parsed.data.success) return parsed.data;
      throw catalogRefusal(answer.status, parsed.success ? parsed.data : undefined);
    },
  });
  return { name: 'model-catalog', routes: [route] };
}

const catalogAnswer = catalogCallResponse.or(
  z.object({
    success: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  }),
);
type CatalogAnswer = CatalogCallResult | { success: false; error: CatalogFailure };
interface CatalogFailure {
  code: string;
  message: string;
  details?: Record<string, unknown> | undefined;
}

/** The catalog's failure as the API's error: its own refusals keep their meaning, the rest is 502. */
function catalogRefusal(status: number, answer: CatalogAnswer | undefined): AppError {
  const failure = answer && !answer.success ? answer.error : undefined;
  if (!failure || status >= 500 || status < 400) {
    return new UpstreamError({
      code: 'BAD_GATEWAY',
      message: `The model catalog answered HTTP ${status}${failure ? `: ${failure.message}` : ' without a result'}.`,
      status,
    });
  }
  if (failure.code === 'MODEL_NOT_FOUND') {
    const { model_id: modelId, ...rest } = failure.details ?? {};
    return new AppError({
      code: 'RESOURCE_NOT_FOUND',
      message: failure.message,
      details: { resource_type: 'model', resource_id: String(modelId ?? ''), ...rest },
    });
  }
  if (failure.code === 'VALIDATION_ERROR') {
    const fields = (failure.details?.fields ?? []) as FieldIssue[];
    return new ValidationError(
      fields.map((field) => ({
        ...field,
        path: field.path ? `parameters.${field.path}` : 'parameters',
      })),
      failure.message,
    );
  }
  return new BadRequestError(failure.message, failure.details);
}
