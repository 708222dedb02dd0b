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

/** What a call comes to: the HTTP status and the protocol's JSON body. */
export interface CallAnswer {
  status: number;
  payload: unknown;
}

const failure = (f: CallFailure): CallAnswer => ({ status: f.status, payload: failureBody(f) });

/**
 * Answers one call from its parsed JSON body and the tool named in the path (`/call/{tool}`), if
 * any, whichever way the request reached us (Express, or the direct route in call-direct.ts).
 */
export function createCallAnswerer(deps: { toolbox: Toolbox; logger: Logger }) {
  const toolNames = deps.toolbox.names.join(', ');
  return (body: unknown, pathTool: string | undefined): CallAnswer => {
    const started = performance.now();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return failure({
        status: 400,
        code: 'BAD_REQUEST',
        message:
          'The body must be a JSON object: {"tool": "...", "parameters": {...}, "context": {...}} with Content-Type: application/json.',
      });
    }
    const envelope = envelopeSchema.safeParse(body);
    if (!envelope.success) {
      const fields = toFieldIssues(envelope.error);
      return failure({
        status: 400,
        code: 'BAD_REQUEST',
        message: `Invalid call body: ${fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join('; ')}`,
        details: { fields },
      });
    }
    const name = pathTool ?? envelope.data.tool;
    if (pathTool && envelope.data.tool && envelope.data.tool !== pathTool) {
      return failure({
        status: 400,
        code: 'BAD_REQUEST',
        message: `The body names tool '${envelope.data.tool}' but the path names '${pathTool}'.`,
      });
    }
    if (!name) {
      return failure({
        status: 400,
        code: 'BAD_REQUEST',
        message: `Name the tool: "tool" is one of ${toolNames}.`,
      });
    }
    try {
      const outcome = deps.toolbox.call(name, envelope.data.parameters);
      switch (outcome.status) {
        case 'ok':
          return {
            status: 200,
            payload: {
              success: true,
              result: {
                output: outcome.output.text,
                data: outcome.output.data,
                metadata: {
                  tool: name,
                  execution_time_ms: Math.round((performance.now() - started) * 1000) / 1000,
                },
              },
            },
          };
        case 'unknown-tool':
          return failure({ status: 404, code: 'TOOL_NOT_FOUND', message: outcome.message });
        case 'invalid-arguments':
          return failure({
            status: 422,
            code: 'VALIDATION_ERROR',
            message: outcome.message,
            details: { fields: outcome.fields },
          });
        case 'tool-error': {
          const { error } = outcome;
          return failure({
            status: error.code === 'MODEL_NOT_FOUND' ? 404 : 400,
            code: error.code,
            message: error.message,
            ...(error.details ? { details: error.details } : {}),
          });
        }
      }
    } catch (error) {
      const errorId = randomUUID();
      deps.logger.error(
        { err: error, error_id: errorId, tool: name, context: envelope.data.context },
        'tool call failed',
      );
      return failure({
        status: 500,
        code: 'INTERNAL_ERROR',
        message: 'The tool failed unexpectedly.',
        details: { error_id: errorId },
      });
    }
  };
}

/** Express handler for both `/call` and `/call/:tool`. */
export function createCallHandler(answer: ReturnType<typeof createCallAnswerer>) {
  return (req: Request, res: Response): void => {
    const pathTool = typeof req.params['tool'] === 'string' ? req.params['tool'] : undefined;
    const { status, payload } = answer(req.body, pathTool);
    res.status(status).json(payload);
  };
}
