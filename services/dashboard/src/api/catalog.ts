import { api, unwrap } from './client';

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

/** Calls a model-catalog tool through the API; its refusals arrive as ApiErrors (404, 422, 502). */
export async function callCatalog<T>(
  tool: CatalogTool,
  parameters: Record<string, unknown>,
): Promise<{ output: string; data: T }> {
  const body = unwrap(
    await api.POST('/v1/model-catalog/{tool}', {
      params: { path: { tool } },
      body: { parameters },
    }),
  );
  return body.result as { output: string; data: T };
}
