import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Logger } from '@switchboard/kit/logger';
import { toFieldIssues } from '@switchboard/kit/validation';
import type { Toolbox } from '../tools/toolbox.js';

/**
 * The spec's custom tool protocol: `POST /call` with `{tool, parameters, context}`, or
 * `POST /call/{tool}` with `{parameters, context}`. Success:
 * `{success: true, result: {output, data, metadata: {execution_time_ms, tool}}}`; failure:
 * `{success: false, error: {code, message, details?}}` with a 4xx status for the caller's mistakes.
 */

const envelopeSchema = z.strictObject({
  tool: z.string({ error: 'tool must be a string naming one of the catalog tools' }).optional(),
  parameters: z
    .record(z.string(), z.unknown(), { error: 'parameters must be an object' })
    .default({}),
  context: z
    .looseObject({ agent_loop_id: z.string().optional(), execution_id: z.string().optional() })
    .optional(),
});

export interface CallFailure {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Sends the protocol's failure body. */
export function sendFailure(res: Response, failure: CallFailure): void {
  res.status(failure.status).json(failureBody(failure));
}

/** The protocol's failure body: `{success: false, error: {code, message, details?}}`. */
export function failureBody(failure: CallFailure): unknown {
  return {
    success: false,
    error: {
      code: failure.code,
      message: failure.message,
      ...(failure.details ? { details: failure.details } : {}),
    },
  };
}

/** Express handler for both `/call` and `/call/:tool`. */
export function createCallHandler(deps: { toolbox: Toolbox; logger: Logger }) {
  const toolNames = deps.toolbox.names.join(', ');
  return (req: Request, res: Response): void => {
    const started = performance.now();
    if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
      sendFailure(res, {
        status: 400,
        code: 'BAD_REQUEST',
        message:
          'The body must be a JSON object: {"tool": "...", "parameters": {...}, "context": {...}} with Content-Type: application/json.',
      });
      return;
    }
    const envelope = envelopeSchema.safeParse(req.body);
    if (!envelope.success) {
      const fields = toFieldIssues(envelope.error);
      sendFailure(res, {
        status: 400,
        code: 'BAD_REQUEST',
        message: `Invalid call body: ${fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join('; ')}`,
        details: { fields },
      });
      return;
    }
    const pathTool = typeof req.params['tool'] === 'string' ? req.params['tool'] : undefined;
    const name = pathTool ?? envelope.data.tool;
    if (pathTool && envelope.data.tool && envelope.data.tool !== pathTool) {
      sendFailure(res, {
        status: 400,
        code: 'BAD_REQUEST',
        message: `The body names tool '${envelope.data.tool}' but the path names '${pathTool}'.`,
      });
      return;
    }
    if (!name) {
      sendFailure(res, {
        status: 400,
        code: 'BAD_REQUEST',
        message: `Name the tool: "tool" is one of ${toolNames}.`,
      });
      return;
    }
    try {
      const outcome = deps.toolbox.call(name, envelope.data.parameters);
      switch (outcome.status) {
        case 'ok':
          res.json({
            success: true,
            result: {
              output: outcome.output.text,
              data: outcome.output.data,
              metadata: {
                tool: name,
                execution_time_ms: Math.round((performance.now() - started) * 1000) / 1000,
              },
            },
          });
          return;
        case 'unknown-tool':
          sendFailure(res, { status: 404, code: 'TOOL_NOT_FOUND', message: outcome.message });
          return;
        case 'invalid-arguments':
          sendFailure(res, {
            status: 422,
            code: 'VALIDATION_ERROR',
            message: outcome.message,
            details: { fields: outcome.fields },
          });
          return;
        case 'tool-error': {
          const { error } = outcome;
          sendFailure(res, {
            status: error.code === 'MODEL_NOT_FOUND' ? 404 : 400,
            code: error.code,
            message: error.message,
            ...(error.details ? { details: error.details } : {}),
          });
          return;
        }
      }
    } catch (error) {
      const errorId = randomUUID();
      deps.logger.error(
        { err: error, error_id: errorId, tool: name, context: envelope.data.context },
        'tool call failed',
      );
      sendFailure(res, {
        status: 500,
        code: 'INTERNAL_ERROR',
        message: 'The tool failed unexpectedly.',
        details: { error_id: errorId },
      });
    }
  };
}
