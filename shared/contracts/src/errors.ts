/**
 * The API's error body (contract-decisions.md, "Errors"): `{ error: { code, message, details?,
 * retry_after? } }`. Codes are upper snake case; the HTTP status is chosen from the code.
 */
import { z } from 'zod';

/** Every error code the API answers with, and its HTTP status (kept beside the error classes). */
export { ERROR_STATUS, type ApiErrorCode as ErrorCode } from '@switchboard/kit/errors';

/** The `resource_type` values a RESOURCE_NOT_FOUND error names. */
export const RESOURCE_TYPES = [
  'bot',
  'integration',
  'channel',
  'conversation',
  'message',
  'agent_loop',
  'execution',
  'mcp_server',
  'api_key',
  'webhook',
  'delivery',
  'schedule',
  'trigger_url',
  'workspace_file',
  'model',
  'secret',
  'approval',
  'input',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const fieldIssue = z.strictObject({
  path: z.string().meta({ description: 'Dotted path of the offending field, e.g. `user.id`' }),
  message: z.string(),
});

export const errorBody = z
  .strictObject({
    error: z.strictObject({
      code: z.string().meta({ description: 'Stable upper-snake-case code, e.g. VALIDATION_ERROR' }),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional().meta({
        description:
          'RESOURCE_NOT_FOUND: { resource_type, resource_id }; VALIDATION_ERROR: { fields: [{ path, message }] }; INTERNAL_ERROR: { error_id }',
      }),
      retry_after: z.number().int().optional().meta({
        description: 'Seconds to wait, on RATE_LIMIT_EXCEEDED and CONCURRENCY_LIMIT_EXCEEDED',
      }),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.output<typeof errorBody>;
