import { z } from 'zod';
import { MODEL_TIERS } from '@switchboard/contracts/catalog';
import { groupDigits } from '../data/describe.js';

/**
 * Parameter schemas whose every failure message names the parameter and its allowed values, so an
 * out-of-range or wrongly typed argument comes back as a tool error a model can correct. Values
 * are never clamped.
 */

/** How a received value reads in an error message: "nothing", a short quoted string, 42, "an array". */
export function received(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (typeof input === 'string')
    return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}...` : input);
  if (typeof input === 'number' || typeof input === 'boolean' || input === null)
    return String(input);
  return Array.isArray(input) ? 'an array' : `a ${typeof input}`;
}

function fail(expected: string) {
  return (issue: { input?: unknown }) => `${expected} (got ${received(issue.input)})`;
}

/** An integer from `min` to `max`; any other value fails with "<name> must be an integer from min to max". */
export function integerParam(name: string, min: number, max: number) {
  const error = fail(`${name} must be an integer from ${groupDigits(min)} to ${groupDigits(max)}`);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A number from `min` to `max`. */
export function numberParam(name: string, min: number, max: number) {
  const error = fail(`${name} must be a number from ${min} to ${max}`);
  return z.number({ error }).min(min, { error }).max(max, { error });
}

/** true or false (JSON booleans only: "yes" or 1 is an error, not a guess). */
export function booleanParam(name: string) {
  return z.boolean({ error: fail(`${name} must be true or false`) });
}

/**
 * A non-blank string of at most `max` characters. Checks rather than a refine, so the published
 * JSON Schema states every rule (minLength 1, maxLength, pattern "\\S") and clients can see that
 * "" or "   " is rejected; the first failed check ends the parse, so a value gets one message.
 */
export function textParam(name: string, max: number) {
  const error = fail(`${name} must be a non-empty string of at most ${max} characters`);
  return z
    .string({ error })
    .min(1, { error, abort: true })
    .max(max, { error, abort: true })
    .regex(/\S/, { error });
}

/** One of the pricing tiers, spelled as in the spec. */
export function tierParam(name: string) {
  return z.enum(MODEL_TIERS, { error: fail(`${name} must be one of ${MODEL_TIERS.join(', ')}`) });
}

/** Largest context any model is likely to have; bounds min_context_length so typos surface. */
export const MAX_CONTEXT_TOKENS = 100_000_000;
/** Upper bound of max_price_per_million (USD per 1M input tokens). */
export const MAX_PRICE_PER_MILLION = 10_000;

/**
 * The capability and context filters list-models and recommend-model share. Only the default of
 * require_tools differs between them (the spec: true for recommend-model, false for list-models).
 */
export function requirementParams(requireToolsDefault: boolean) {
  return {
    require_tools: booleanParam('require_tools')
      .default(requireToolsDefault)
      .describe(
        `Only models that support tool (function) calling. Default ${requireToolsDefault}.`,
      ),
    require_vision: booleanParam('require_vision')
      .default(false)
      .describe('Only models that accept images. Default false.'),
    require_audio: booleanParam('require_audio')
      .default(false)
      .describe('Only models that accept audio. Default false.'),
    min_context_length: integerParam('min_context_length', 1, MAX_CONTEXT_TOKENS)
      .optional()
      .describe('Only models whose context window has at least this many tokens.'),
  };
}
