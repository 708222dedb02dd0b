import { describe, expect, it } from '@jest/globals';
import { catalogModelSchema, type CatalogModel } from '@switchboard/contracts/catalog';
import { asVariant } from './variant.js';

const BASE: CatalogModel = {
  id: 'acme/writer-2',
  name: 'Writer 2',
  provider: { id: 'acme', name: 'Acme' },
  description: 'Writer 2 is a Standard-tier Acme model.',
  input_price_per_million: 2,
  output_price_per_million: 8,
  tier: 'Standard',
  context_length: 128_000,
  max_output_tokens: 4_096,
  input_modalities: ['text'],
  output_modalities: ['text'],
  supports_tools: true,
  supports_vision: false,
  supports_audio: false,
  supports_reasoning: false,
  supports_structured_outputs: false,
  strengths: ['creative', 'chat'],
  released_at: '2026-01-10',
  knowledge_cutoff: null,
  variants: [
    {
      id: 'acme/writer-2:free',
      kind: 'free',
      input_price_per_million: 0,
      output_price_per_million: 0,
    },
    {
      id: 'acme/writer-2:batch',
      kind: 'batch',
      input_price_per_million: 1,
      output_price_per_million: 4,
    },
  ],
};

describe('asVariant', () => {
  it('gives a free variant its id, prices, Budget tier and the cheap-chat strength', () => {
    const free = asVariant(BASE, BASE.variants[0]!);
    expect(free).toMatchObject({
      id: 'acme/writer-2:free',
      name: 'Writer 2 (free)',
      input_price_per_million: 0,
      output_price_per_million: 0,
      tier: 'Budget',
      strengths: ['creative', 'high-volume', 'chat'],
      context_length: 128_000,
      variants: BASE.variants,
    });
    expect(free.description).toContain('Writer 2 (free) is a Budget-tier Acme model');
    expect(free.description).toContain('cheap high-volume chat');
    // Still a valid catalog record: the tier agrees with the variant's price.
    expect(() => catalogModelSchema.parse(free)).not.toThrow();
  });

  it('keeps the tier that a variant price still falls in', () => {
    const batch = asVariant(BASE, BASE.variants[1]!);
    expect(batch).toMatchObject({
      tier: 'Standard',
      input_price_per_million: 1,
      strengths: ['creative', 'chat'],
    });
  });
});
