/**
 * Run by `search-young.test.ts` (jest/young-generation.js says how and why): runs catalog
 * searches and prints how many bytes per search outlive a young-generation collection. Under
 * load, what a search leaves there is copied by every young collection.
 */
import { youngBytesPerUnit } from '../../../jest/young-generation.js';
import { loadCatalog } from '../src/catalog/catalog.js';
import { DEFAULT_DATA_FILE } from '../src/config.js';

const SEARCHES = 50;
/** Different queries one after another: fuse.js makes a new searcher for each. */
const QUERIES = ['gpt', 'claude', 'llama', 'gemini', 'mistral', 'qwen', 'deepseek', 'vision'];

const catalog = await loadCatalog(DEFAULT_DATA_FILE);
const search = (i: number) => catalog.index.search(QUERIES[i % QUERIES.length]!, 20);
if (search(0).hits.length === 0) throw new Error('the catalog found nothing for "gpt"');

const bytesPerSearch = await youngBytesPerUnit(() => {
  for (let i = 0; i < SEARCHES; i++) search(i);
}, SEARCHES);
process.stdout.write(`${JSON.stringify({ bytesPerSearch })}\n`);
