/**
 * `POST /v1/model-catalog/{tool}` (contract-decisions.md, "Dashboard support routes"): the model
 * catalog's custom tool protocol, forwarded so browsers talk to one origin.
 */
import { z } from 'zod';

export const CATALOG_TOOLS = [
  'search-models',
  'get-model-details',
  'recommend-model',
  'list-models',
] as const;

export const catalogToolParams = z.strictObject({
  tool: z.enum(CATALOG_TOOLS, { error: `must be one of ${CATALOG_TOOLS.join(', ')}` }),
});

export const catalogCallBody = z.strictObject({
  parameters: z
    .record(z.string(), z.unknown())
    .default({})
    .meta({ description: 'The tool’s arguments, as the catalog documents them' }),
});

export const catalogCallResponse = z.looseObject({ success: z.boolean() }).meta({
  id: 'CatalogCallResult',
  description:
    'The catalog’s answer as it gave it: `{success: true, result: {output, data, metadata}}` or `{success: false, error: {code, message}}` (with the catalog’s status)',
});
