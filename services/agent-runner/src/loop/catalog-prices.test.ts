import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalogFacts } from './catalog-prices.js';

const loadCatalogPrices = async (file: string) => (await loadCatalogFacts(file)).prices;

const MODELS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../data/models.json',
);

describe('loadCatalogFacts', () => {
  it('prices models, their variants and aliases from data/models.json', async () => {
    const prices = await loadCatalogPrices(MODELS_FILE);
    expect(prices('openai/gpt-4o-mini')).toEqual({ inputPerMillion: 0.15, outputPerMillion: 0.6 });
    expect(prices('anthropic/claude-fable-5:batch')).toEqual({
      inputPerMillion: 5,
      outputPerMillion: 25,
    });
    expect(prices('~anthropic/claude-fable-latest')).toEqual(prices('anthropic/claude-fable-5'));
    expect(prices('nobody/unknown-model')).toBeNull();
  });

  it('knows which models take a JSON-schema response format (OpenRouter’s structured_outputs)', async () => {
    const { structuredOutputs } = await loadCatalogFacts(MODELS_FILE);
    expect(structuredOutputs('openai/gpt-4o-mini')).toBe(true);
    expect(structuredOutputs('openai/gpt-4o-mini:batch')).toBe(true);
    expect(structuredOutputs('ai21/jamba-large-1.7')).toBe(false);
    expect(structuredOutputs('nobody/unknown-model')).toBe(false);
  });

  it('stops with the path and the reason when the file is missing or invalid', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prices-'));
    try {
      const missing = path.join(dir, 'missing.json');
      await expect(loadCatalogPrices(missing)).rejects.toThrow(
        `Cannot read the model catalog at ${missing}`,
      );
      const bad = path.join(dir, 'bad.json');
      await writeFile(bad, JSON.stringify({ version: 1, models: [] }));
      await expect(loadCatalogPrices(bad)).rejects.toThrow(/Invalid model catalog/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
