import { describe, expect, it } from '@jest/globals';
import { parseUseCase } from './use-case.js';

describe('parseUseCase', () => {
  it.each([
    ['coding', ['coding']],
    ['codng assistant', ['coding', 'chat']],
    ['cheap chat', ['high-volume', 'chat']],
    ['analyse screenshots', ['reasoning', 'vision']],
    ['summarise long documents', ['long-context']],
    ['translate podcasts', ['multilingual', 'audio']],
  ])('reads "%s" as %j', (text, intents) => {
    expect(parseUseCase(text).intents).toEqual(intents);
  });

  it('keeps words it does not know, such as model names', () => {
    expect(parseUseCase('something like claude')).toEqual({
      intents: [],
      otherWords: ['something', 'like', 'claude'],
    });
  });

  it('does not stretch short words into others', () => {
    expect(parseUseCase('ai').intents).toEqual([]);
  });
});
