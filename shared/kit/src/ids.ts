import { monotonicFactory } from 'ulid';

/** Prefixes of every record id (contract-decisions.md, "General"). */
export const ID_PREFIXES = {
  team: 'team',
  apiKey: 'key',
  bot: 'bot',
  integration: 'int',
  channel: 'chn',
  conversation: 'conv',
  message: 'msg',
  agentLoop: 'loop',
  execution: 'exec',
  mcpServer: 'mcp',
  webhook: 'whk',
  delivery: 'dlv',
  event: 'evt',
  file: 'file',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const nextUlid = monotonicFactory();

/** A new opaque, time-sortable id such as `bot_01JD3...`; ids made later sort after earlier ones. */
export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${nextUlid().toLowerCase()}`;
}
