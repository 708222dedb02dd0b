import { randomFillSync } from 'node:crypto';
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
  schedule: 'sch',
  triggerUrl: 'trg',
  workspaceFile: 'wsf',
  secret: 'sec',
  approval: 'apr',
  input: 'inp',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const POOL_BYTES = 4096;

/**
 * A random source for ulid: fractions in [0, 1) made of cryptographically random bytes, drawn
 * `poolBytes` at a time. ulid's default asks crypto.getRandomValues for one byte per character,
 * 16 calls per id, which showed in a POST's profile; one randomFillSync per pool does not.
 */
export function pooledRandom(poolBytes = POOL_BYTES): () => number {
  const pool = new Uint8Array(poolBytes);
  let next = poolBytes;
  return () => {
    if (next === poolBytes) {
      randomFillSync(pool);
      next = 0;
    }
    // A byte over 256 maps each of ulid's 32 characters to exactly 8 byte values: uniform.
    return pool[next++]! / 256;
  };
}

const nextUlid = monotonicFactory(pooledRandom());

/** A new opaque, time-sortable id such as `bot_01JD3...`; ids made later sort after earlier ones. */
export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${nextUlid().toLowerCase()}`;
}
