/** Bots (contract-decisions.md, "Bots"): fields, bounds and defaults. */
import { z } from 'zod';
import { dataEnvelope, displayName, idOf, listEnvelope, pathIdOf, timestamp } from './common.js';

export const BOT_NAME_MAX = 100;
export const BOT_DESCRIPTION_MAX = 1000;
export const CONTEXT_WINDOW_MIN = 1;
export const CONTEXT_WINDOW_MAX = 100;
export const CONTEXT_WINDOW_DEFAULT = 10;
export const ERROR_MESSAGE_MAX = 2000;
export const ERROR_MESSAGE_DEFAULT =
  "Sorry, I can't answer right now. Please try again in a moment.";

export const INTEGRATION_STRATEGIES = ['highest_weight', 'weighted'] as const;
export const integrationStrategy = z.enum(INTEGRATION_STRATEGIES).meta({
  description:
    'highest_weight: the enabled integration with the highest weight answers (ties: oldest); weighted: random with probability weight / sum of weights',
});

const description = z
  .string()
  .max(BOT_DESCRIPTION_MAX, { error: `must be at most ${BOT_DESCRIPTION_MAX} characters` });
const contextWindow = z
  .number({ error: `must be an integer from ${CONTEXT_WINDOW_MIN} to ${CONTEXT_WINDOW_MAX}` })
  .int({ error: `must be an integer from ${CONTEXT_WINDOW_MIN} to ${CONTEXT_WINDOW_MAX}` })
  .min(CONTEXT_WINDOW_MIN, {
    error: `must be an integer from ${CONTEXT_WINDOW_MIN} to ${CONTEXT_WINDOW_MAX}`,
  })
  .max(CONTEXT_WINDOW_MAX, {
    error: `must be an integer from ${CONTEXT_WINDOW_MIN} to ${CONTEXT_WINDOW_MAX}`,
  })
  .meta({ description: 'How many recent messages go to the integration with each user message' });
const errorMessage = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(ERROR_MESSAGE_MAX, { error: `must be at most ${ERROR_MESSAGE_MAX} characters` })
  .meta({ description: 'Sent to the user when every integration fails' });

export const bot = z
  .strictObject({
    id: idOf('bot'),
    name: z.string(),
    description: z.string().nullable(),
    context_window: z.number().int(),
    integration_strategy: integrationStrategy,
    error_message: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Bot' });
export type Bot = z.output<typeof bot>;

const fields = {
  name: displayName(BOT_NAME_MAX),
  description: description.nullable(),
  context_window: contextWindow,
  integration_strategy: integrationStrategy,
  error_message: errorMessage,
};

/** POST /bots. Required: name. */
export const createBotBody = z.strictObject({
  name: fields.name,
  description: fields.description.optional(),
  context_window: fields.context_window.default(CONTEXT_WINDOW_DEFAULT),
  integration_strategy: fields.integration_strategy.default('highest_weight'),
  error_message: fields.error_message.default(ERROR_MESSAGE_DEFAULT),
});
export type CreateBotBody = z.output<typeof createBotBody>;

/** Partial update: any subset of the create fields; `description: null` clears it. */
export const updateBotBody = z.strictObject(fields).partial();
export type UpdateBotBody = z.output<typeof updateBotBody>;

export const botIdParams = z.strictObject({ id: pathIdOf('bot') });

export const botResponse = dataEnvelope(bot);
export const botListResponse = listEnvelope(bot);
