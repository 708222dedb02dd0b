/**
 * Trigger URLs (contract-decisions.md, "Runs"): a secret URL that starts a run of one agent loop
 * without an API key, with the request's JSON object as the run's `variables`.
 */
import { z } from 'zod';
import { dataEnvelope, idOf, jsonObject, timestamp } from './common.js';

export const triggerUrl = z
  .strictObject({
    url: z.string().meta({
      description:
        'POST a JSON object here to start a run (no API key). Shown once: only a hash is stored. Posting to /trigger-url again replaces it.',
    }),
    created_at: timestamp,
  })
  .meta({ id: 'TriggerUrl' });
export type TriggerUrl = z.output<typeof triggerUrl>;
export const triggerUrlResponse = dataEnvelope(triggerUrl);

/** POST /triggers/{token}: any JSON object (or no body), passed to the run as `variables`. */
export const triggerBody = jsonObject.meta({
  description: "Any JSON object; the run gets it as `variables` (fills the loop's `{{name}}`s)",
});

export const triggerTokenParams = z.strictObject({
  // Any text: one that is not a live token is a 404, whatever its form.
  token: z.string().meta({ description: 'The trigger URL’s secret' }),
});

export const triggerAcceptedResponse = dataEnvelope(
  z.strictObject({ execution_id: idOf('execution') }).meta({ id: 'TriggerAccepted' }),
);
