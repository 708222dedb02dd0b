import type { CallToolResult, ContentBlock } from '@modelcontextprotocol/client';

/** A resource link as the model reads it: its name, URI and description, never its contents. */
function resourceLinkText(link: Extract<ContentBlock, { type: 'resource_link' }>): string {
  const description = link.description ? `: ${link.description}` : '';
  return `[resource link: ${link.name} <${link.uri}>${description}]`;
}

/** One content block as text; `undefined` for text that structured content already carries. */
function blockText(block: ContentBlock, structured: boolean): string | undefined {
  switch (block.type) {
    case 'text':
      return structured ? undefined : block.text;
    case 'image':
    case 'audio':
      return `[${block.type}: ${block.mimeType}, ${block.data.length} base64 characters]`;
    case 'resource':
      return 'text' in block.resource ? block.resource.text : `[resource: ${block.resource.uri}]`;
    case 'resource_link':
      return resourceLinkText(block);
    default:
      return JSON.stringify(block);
  }
}

/**
 * Flattens an MCP tool result into the text the model reads. A tool that returns
 * `structuredContent` is read as that JSON (its text blocks are the same result rendered for
 * people, so they are left out); links, images and embedded resources are described after it.
 */
export function toolResultText(result: CallToolResult): string {
  const structured = result.structuredContent !== undefined;
  const parts = result.content.flatMap((block) => blockText(block, structured) ?? []);
  if (structured) parts.unshift(JSON.stringify(result.structuredContent));
  return parts.join('\n');
}
