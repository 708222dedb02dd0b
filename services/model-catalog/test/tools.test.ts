import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ERAS } from '@switchboard/testing/mcp/era-clients';
import type { Catalog } from '../src/catalog/catalog.js';
import {
  httpCallHarness,
  httpMcpHarness,
  memoryHarness,
  stdioHarness,
  testCatalog,
  type Harness,
} from './harness.js';
import { ALL_CASES } from './tool-cases.js';

const TRANSPORTS: [string, (catalog: Catalog) => Promise<Harness>][] = [
  ...ERAS.flatMap((era): [string, (catalog: Catalog) => Promise<Harness>][] => [
    [`MCP ${era} in memory`, (catalog) => memoryHarness(catalog, era)],
    [`MCP ${era} over stdio (node dist/main.js --stdio)`, () => stdioHarness(era)],
    [`MCP ${era} over Streamable HTTP (/mcp)`, (catalog) => httpMcpHarness(catalog, era)],
  ]),
  ['custom protocol over HTTP (POST /call/{tool})', httpCallHarness],
];

describe.each(TRANSPORTS)('%s', (_name, start) => {
  let catalog: Catalog;
  let harness: Harness;

  beforeAll(async () => {
    catalog = await testCatalog();
    harness = await start(catalog);
  });
  afterAll(() => harness.close());

  it.each(ALL_CASES)('$name', async (toolCase) => {
    const outcome = await harness.call(toolCase.tool, toolCase.args);
    toolCase.check(outcome, catalog);
  });
});
