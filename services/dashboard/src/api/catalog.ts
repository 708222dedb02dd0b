import { api, ApiError, unwrap } from './client';

export type CatalogTool = 'search-models' | 'get-model-details' | 'recommend-model' | 'list-models';

export interface ModelSummary {
  id: string;
  name: string;
  provider: string;
  tier: string;
  input_price_per_million: number;
  output_price_per_million: number;
  context_length: number;
  supports_tools: boolean;
  supports_vision: boolean;
  supports_audio: boolean;
}

interface CatalogAnswer<T> {
  success: boolean;
  result?: { output: string; data: T };
  error?: { code: string; message: string };
}

/** Calls a model-catalog tool through the API; the catalog's own errors become ApiErrors. */
export async function callCatalog<T>(
  tool: CatalogTool,
  parameters: Record<string, unknown>,
): Promise<{ output: string; data: T }> {
  const body = unwrap(
    await api.POST('/v1/model-catalog/{tool}', {
      params: { path: { tool } },
      body: { parameters },
    }),
  ) as CatalogAnswer<T>;
  if (!body.success || !body.result) {
    throw new ApiError(
      400,
      body.error?.code ?? 'CATALOG_ERROR',
      body.error?.message ?? 'The catalog failed.',
    );
  }
  return body.result;
}
