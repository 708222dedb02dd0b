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

export const catalogCallResponse = z
  .strictObject({
    success: z.literal(true),
    result: z.looseObject({
      output: z.string().meta({ description: 'The tool’s answer as formatted text (markdown)' }),
      data: z.unknown().meta({ description: 'The same answer as structured data' }),
      metadata: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({
    id: 'CatalogCallResult',
    description:
      'The catalog’s result as it gave it: `{success: true, result: {output, data, metadata}}`',
  });
export type CatalogCallResult = z.output<typeof catalogCallResponse>;
