import { z } from 'zod';
import { AppError } from '@switchboard/kit/errors';
import { MODEL_TIERS, type CatalogModel } from '@switchboard/contracts/catalog';
import type { Catalog } from '../catalog/catalog.js';

/** What every tool needs: the loaded catalog (with its search index). */
export interface ToolDeps {
  catalog: Catalog;
}

/** The answer of a tool: markdown for people and models, and the same facts as structured data. */
export interface ToolOutput<Data> {
  text: string;
  data: Data;
}

/**
 * One tool, independent of transport: the toolbox (toolbox.ts) publishes its schemas once and
 * runs it for MCP and for the custom `/call` protocol alike.
 */
export interface CatalogTool<Input extends z.ZodObject, Output extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  inputSchema: Input;
  outputSchema: Output;
  run(args: z.output<Input>, deps: ToolDeps): ToolOutput<z.output<Output>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of tools with different schemas
export type AnyCatalogTool = CatalogTool<any, any>;

/** An expected failure of a tool (an unknown model id); the transport turns it into a tool error. */
export class ToolError extends AppError {}

/** The facts every tool reports about a model, in structured form. */
export const modelSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  tier: z.enum(MODEL_TIERS),
  input_price_per_million: z.number(),
  output_price_per_million: z.number(),
  context_length: z.number(),
  supports_tools: z.boolean(),
  supports_vision: z.boolean(),
  supports_audio: z.boolean(),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;

/** The structured summary of one model. */
export function summarize(model: CatalogModel): ModelSummary {
  return {
    id: model.id,
    name: model.name,
    provider: model.provider.name,
    tier: model.tier,
    input_price_per_million: model.input_price_per_million,
    output_price_per_million: model.output_price_per_million,
    context_length: model.context_length,
    supports_tools: model.supports_tools,
    supports_vision: model.supports_vision,
    supports_audio: model.supports_audio,
  };
}

/**
 * The summary of a model followed by more fields, in that order (a new object each time). Object
 * spread (`{ ...summarize(model), score }`) makes the same object at about ten times the CPU and
 * memory in V8, in every answer that lists models.
 */
export function summaryWith<Extra extends object>(
  model: CatalogModel,
  extra: Extra,
): ModelSummary & Extra {
  return Object.assign(summarize(model), extra);
}
