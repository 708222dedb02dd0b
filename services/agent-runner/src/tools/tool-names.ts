import { createHash } from 'node:crypto';
import { TOOL_NAME_MAX_LENGTH } from '@switchboard/contracts/mcp-server';
const SEPARATOR = '__';

export interface ToolNameRequest {
  /** Display name of the server offering the tool. */
  server: string;
  /** The tool's own name on that server. */
  tool: string;
}

function slug(text: string): string {
  const cleaned = text.replace(/[^a-zA-Z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  return cleaned === '' ? 'x' : cleaned;
}

function shortHash(text: string, length: number): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

function fit(name: string, original: string): string {
  if (name.length <= TOOL_NAME_MAX_LENGTH) return name;
  // Keep the readable start and make the cut unique with a hash of the full original.
  return `${name.slice(0, TOOL_NAME_MAX_LENGTH - 9)}_${shortHash(original, 8)}`;
}

/**
 * Model-facing tool names, one per request in order: `<server>__<tool>`, reduced to the allowed
 * characters and 64 characters, and unique across all servers (later duplicates get a suffix).
 */
export function assignToolNames(requests: readonly ToolNameRequest[]): string[] {
  const used = new Set<string>();
  return requests.map(({ server, tool }) => {
    const original = `${server}${SEPARATOR}${tool}`;
    let name = fit(`${slug(server)}${SEPARATOR}${slug(tool)}`, original);
    for (let n = 2; used.has(name); n += 1) {
      const suffix = `_${n}`;
      name = `${fit(name, original).slice(0, TOOL_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    }
    used.add(name);
    return name;
  });
}
