import { editDistance } from './edit-distance.js';

/**
 * Reads free-text use cases ("cheap chat", "coding with long documents", "analyse screenshots")
 * into catalog strengths. Each word is compared, tolerating typos, with a small vocabulary of
 * words that point to a strength.
 */

const VOCABULARY: Record<string, readonly string[]> = {
  coding: [
    'code',
    'coding',
    'coder',
    'program',
    'programming',
    'developer',
    'software',
    'debug',
    'debugging',
    'refactor',
    'refactoring',
    'script',
    'scripts',
    'sql',
    'python',
    'javascript',
    'typescript',
    'codebase',
  ],
  agents: [
    'agent',
    'agents',
    'agentic',
    'tool',
    'tools',
    'function',
    'functions',
    'automation',
    'automate',
    'workflow',
    'workflows',
    'mcp',
  ],
  reasoning: [
    'reasoning',
    'reason',
    'think',
    'thinking',
    'logic',
    'logical',
    'analysis',
    'analyse',
    'analyze',
    'complex',
    'planning',
    'research',
  ],
  math: [
    'math',
    'maths',
    'mathematics',
    'calculation',
    'calculations',
    'equation',
    'equations',
    'arithmetic',
  ],
  vision: [
    'vision',
    'image',
    'images',
    'photo',
    'photos',
    'picture',
    'pictures',
    'screenshot',
    'screenshots',
    'ocr',
    'diagram',
    'diagrams',
    'visual',
    'multimodal',
  ],
  audio: ['audio', 'speech', 'voice', 'transcribe', 'transcription', 'podcast', 'sound'],
  video: ['video', 'videos', 'clip', 'clips'],
  documents: ['pdf', 'pdfs', 'file', 'files', 'attachment', 'attachments'],
  'long-context': [
    'long',
    'document',
    'documents',
    'book',
    'books',
    'context',
    'contracts',
    'legal',
    'transcripts',
    'summarise',
    'summarize',
    'summarization',
    'summarisation',
  ],
  multilingual: [
    'translate',
    'translation',
    'translations',
    'multilingual',
    'language',
    'languages',
  ],
  creative: [
    'creative',
    'story',
    'stories',
    'fiction',
    'roleplay',
    'role-play',
    'writing',
    'poetry',
    'novel',
  ],
  safety: [
    'moderation',
    'moderate',
    'safety',
    'guard',
    'guardrail',
    'guardrails',
    'filter',
    'classification',
  ],
  fast: ['fast', 'quick', 'latency', 'realtime', 'real-time', 'speed', 'instant', 'snappy'],
  'high-volume': [
    'cheap',
    'cheapest',
    'budget',
    'inexpensive',
    'affordable',
    'low-cost',
    'volume',
    'bulk',
    'cost',
    'costs',
    'economical',
  ],
  chat: [
    'chat',
    'chatbot',
    'conversation',
    'conversational',
    'assistant',
    'support',
    'customer',
    'faq',
  ],
};

/** Whether a typed word means a vocabulary word: equal, a prefix of 4+ letters, or one typo away (5+ letters). */
function wordMatches(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (typed.length >= 4 && known.startsWith(typed)) return true;
  return typed.length >= 5 && editDistance(typed, known, 1) <= 1;
}

export interface UseCase {
  /** Strengths the text asks for, in the order they were mentioned. */
  intents: string[];
  /** Words that matched no strength (they may still name a model or provider). */
  otherWords: string[];
}

/** Splits a use case into the strengths it asks for and the remaining words. */
export function parseUseCase(text: string): UseCase {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length >= 2);
  const intents: string[] = [];
  const otherWords: string[] = [];
  for (const word of words) {
    const found = Object.entries(VOCABULARY).filter(([, known]) =>
      known.some((k) => wordMatches(word, k)),
    );
    if (found.length === 0) otherWords.push(word);
    for (const [strength] of found) if (!intents.includes(strength)) intents.push(strength);
  }
  return { intents, otherWords };
}
