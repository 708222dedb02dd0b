import { getModelDetailsTool } from './get-model-details.js';
import { listModelsTool } from './list-models.js';
import { recommendModelTool } from './recommend-model.js';
import { searchModelsTool } from './search-models.js';
import type { AnyCatalogTool } from './tool-definition.js';

/** The four catalog tools by name, for transports that dispatch by name (the custom /call protocol). */
export function catalogTools(): ReadonlyMap<string, AnyCatalogTool> {
  const tools: AnyCatalogTool[] = [
    recommendModelTool,
    listModelsTool,
    getModelDetailsTool,
    searchModelsTool,
  ];
  return new Map(tools.map((tool) => [tool.name, tool]));
}
