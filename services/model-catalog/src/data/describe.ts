import type { ModelTier } from '@switchboard/contracts/catalog';

/**
 * Strengths come from a fixed vocabulary. Each is derived from facts: capabilities, context size,
 * the model's own name, and whether the upstream description mentions the topic at all. The
 * upstream prose itself is never copied; only the presence of these keywords is used.
 */
export const STRENGTH_LABELS: Record<string, string> = {
  coding: 'coding',
  agents: 'agentic tool use',
  reasoning: 'step-by-step reasoning',
  math: 'math',
  vision: 'image understanding',
  audio: 'audio understanding',
  video: 'video understanding',
  documents: 'reading attached files',
  'long-context': 'long documents',
  multilingual: 'multilingual work',
  creative: 'creative writing and role-play',
  safety: 'content moderation',
  fast: 'low-latency replies',
  'high-volume': 'cheap high-volume chat',
  chat: 'general chat',
};

export interface DescribeFacts {
  id: string;
  name: string;
  providerName: string;
  upstreamDescription: string;
  tier: ModelTier;
  inputPricePerMillion: number;
  contextLength: number;
  inputModalities: readonly string[];
  supportsTools: boolean;
  supportsReasoning: boolean;
}

/** Context from which a model suits long documents. */
export const LONG_CONTEXT_TOKENS = 200_000;
/** Input price (USD per 1M) below which a model suits cheap high-volume chat. */
export const HIGH_VOLUME_MAX_INPUT_PRICE = 0.5;

/**
 * Words in a model's id or name that say what it was built for ("qwen3-coder", "qwen3-vl",
 * "deepseek-r1", "llama-guard-4"). A name is the maker's own statement of purpose, so these mark
 * specialists; coding, safety and fast are also derived from the name alone.
 */
export const SPECIALIST_NAMES: Readonly<Record<string, RegExp>> = {
  coding: /code|coder|codex|codestral|devstral/,
  safety: /guard|safety|moderation/,
  fast: /\b(mini|nano|flash|lite|small|tiny|haiku)\b/,
  reasoning: /think|reason|\br1\b|\bo[134]\b|qwq/,
  vision: /\bvl\b|vision|ocr/,
  audio: /audio|voice|whisper|voxtral|speech/,
  math: /math|prover/,
  creative: /\brp\b|role-?play|mytho|story/,
};

/** The strength a model's id or name marks it as built for ("qwen3-coder" -> coding). */
export function namedFor(strength: string, idAndName: string): boolean {
  return SPECIALIST_NAMES[strength]?.test(idAndName.toLowerCase()) ?? false;
}

const mentions = (text: string, pattern: RegExp): boolean => pattern.test(text);

/** The strengths (keys of STRENGTH_LABELS) the facts of one model point to, most specific first. */
export function deriveStrengths(facts: DescribeFacts): string[] {
  const nameText = `${facts.id} ${facts.name}`.toLowerCase();
  const prose = facts.upstreamDescription.toLowerCase();
  const has = (modality: string) => facts.inputModalities.includes(modality);
  const strengths: string[] = [];
  const safety = namedFor('safety', nameText);
  if (safety) strengths.push('safety');
  if (namedFor('coding', nameText) || mentions(prose, /\bcod(e|ing)\b/)) strengths.push('coding');
  if (facts.supportsTools && mentions(prose, /\bagent(ic|s)?\b/)) strengths.push('agents');
  if (facts.supportsReasoning) strengths.push('reasoning');
  if (mentions(prose, /\bmath/)) strengths.push('math');
  if (has('image')) strengths.push('vision');
  if (has('audio')) strengths.push('audio');
  if (has('video')) strengths.push('video');
  if (has('file')) strengths.push('documents');
  if (facts.contextLength >= LONG_CONTEXT_TOKENS) strengths.push('long-context');
  if (mentions(prose, /multilingual|translation/)) strengths.push('multilingual');
  if (mentions(prose, /role-?play|creative|storytelling/)) strengths.push('creative');
  if (namedFor('fast', nameText) || mentions(prose, /\bfast\b|low-latency|lightweight/)) {
    strengths.push('fast');
  }
  if (!safety) strengths.push('chat');
  return withPriceStrengths(strengths, facts.inputPricePerMillion);
}

/**
 * The strengths with the one that follows from the input price alone ('high-volume', below
 * $0.50 per 1M, never for a moderation model) set for this price: a variant priced differently
 * from its base model (`:free`, `:batch`) gains or loses it. It goes just before 'chat'.
 */
export function withPriceStrengths(
  strengths: readonly string[],
  inputPricePerMillion: number,
): string[] {
  const others = strengths.filter((s) => s !== 'high-volume');
  if (inputPricePerMillion >= HIGH_VOLUME_MAX_INPUT_PRICE || others.includes('safety')) {
    return others;
  }
  const chat = others.indexOf('chat');
  return chat === -1
    ? [...others, 'high-volume']
    : [...others.slice(0, chat), 'high-volume', ...others.slice(chat)];
}

/** An integer with thousands separators: 1,000,000 (without Intl, which is slow per call). */
export function groupDigits(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Context length in a compact human form: 128K, 1M, 4,095. */
export function formatTokens(tokens: number): string {
  if (tokens >= 1_000_000 && tokens % 1_000_000 === 0) return `${tokens / 1_000_000}M`;
  if (tokens >= 1_000_000) return `${(tokens / 1_000_000).toFixed(2).replace(/\.?0+$/, '')}M`;
  if (tokens >= 10_000) return `${Math.round(tokens / 1000)}K`;
  return groupDigits(tokens);
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const MODALITY_WORDS: Record<string, string> = {
  text: 'text',
  image: 'images',
  audio: 'audio',
  video: 'video',
  file: 'files',
};

/** One sentence describing the model, written only from its facts and derived strengths. */
export function describeModel(facts: DescribeFacts, strengths: readonly string[]): string {
  const reads = listPhrase(facts.inputModalities.map((m) => MODALITY_WORDS[m] ?? m));
  const abilities = [
    facts.supportsTools ? 'tool calling' : null,
    facts.supportsReasoning ? 'reasoning' : null,
  ].filter((a): a is string => a !== null);
  const supports = abilities.length > 0 ? ` and supports ${listPhrase(abilities)}` : '';
  const suited = strengths
    .filter((s) => !['chat', 'vision', 'audio', 'video', 'reasoning'].includes(s))
    .slice(0, 3)
    .map((s) => STRENGTH_LABELS[s] ?? s);
  const suits = suited.length > 0 ? `; it suits ${listPhrase(suited)}` : '';
  return (
    `${facts.name} is a ${facts.tier}-tier ${facts.providerName} model with a ` +
    `${formatTokens(facts.contextLength)}-token context window that reads ${reads}${supports}${suits}.`
  );
}
