import { z } from 'zod';
import { UpstreamError } from '@switchboard/kit/errors';
import type { HttpClient } from '@switchboard/kit/http/types';
import {
  isRetryableStatus,
  retryAfterMs,
  withRetry,
  type RetryOptions,
} from '@switchboard/kit/retry';
import {
  ModelCallError,
  type ChatModel,
  type ChatRequest,
  type ChatResponse,
} from './chat-model.js';
import { endpointErrorMessage } from './endpoint-error.js';

/** A model answer can be long; allow more than the client's default response size. */
const MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

const completionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                function: z.object({ name: z.string(), arguments: z.string().nullish() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative().default(0),
      completion_tokens: z.number().int().nonnegative().default(0),
      total_tokens: z.number().int().nonnegative().optional(),
      // OpenRouter reports each call's cost in credits, which are USD.
      cost: z.number().nonnegative().optional().catch(undefined),
    })
    .nullish(),
});

export interface ChatCompletionsOptions {
  http: HttpClient;
  /** e.g. `https://openrouter.ai/api/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string | undefined;
  /** Per request (one attempt); default 120 000 ms. */
  requestTimeoutMs?: number;
  /** Backoff for 408/425/429/5xx and network errors (the signal comes from each request). */
  retry: Omit<RetryOptions, 'signal' | 'onAttempt'>;
}

function parseCompletion(requestedModel: string, body: unknown): ChatResponse {
  const parsed = completionSchema.safeParse(body);
  if (!parsed.success) {
    throw new ModelCallError(
      `The model endpoint answered with an unexpected body: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
      { retryable: false },
    );
  }
  const [choice] = parsed.data.choices;
  const usage = parsed.data.usage;
  const promptTokens = usage?.prompt_tokens ?? 0;
  const completionTokens = usage?.completion_tokens ?? 0;
  return {
    model: parsed.data.model ?? requestedModel,
    content: choice?.message.content ?? null,
    toolCalls: (choice?.message.tool_calls ?? []).map((call) => ({
      id: call.id,
      name: call.function.name,
      arguments: call.function.arguments ?? '',
    })),
    finishReason: choice?.finish_reason ?? 'unknown',
    usage: {
      promptTokens,
      completionTokens,
      totalTokens: usage?.total_tokens ?? promptTokens + completionTokens,
      ...(usage?.cost === undefined ? {} : { costUsd: usage.cost }),
    },
  };
}

/**
 * A ChatModel over any OpenAI-compatible `/chat/completions` endpoint, through the guarded client.
 * 408/425/429/5xx and network errors are retried with backoff (honouring Retry-After); other
 * failures are not. Aborting the request's signal stops the call and any retry wait.
 */
export function createChatCompletionsClient(options: ChatCompletionsOptions): ChatModel {
  const url = `${options.baseUrl}/chat/completions`;
  const headers: Record<string, string> = options.apiKey
    ? { Authorization: `Bearer ${options.apiKey}` }
    : {};

  async function attempt(request: ChatRequest): Promise<ChatResponse> {
    let response;
    try {
      response = await options.http.request({
        method: 'POST',
        url,
        headers,
        json: {
          model: request.model,
          messages: request.messages,
          ...(request.tools.length > 0 ? { tools: request.tools, tool_choice: 'auto' } : {}),
          ...(request.responseFormat ? { response_format: request.responseFormat } : {}),
        },
        timeoutMs: options.requestTimeoutMs ?? 120_000,
        maxResponseBytes: MAX_RESPONSE_BYTES,
        signal: request.signal,
      });
    } catch (error) {
      const retryable = error instanceof UpstreamError ? error.retryable : false;
      const message = error instanceof Error ? error.message : String(error);
      throw new ModelCallError(message, { retryable, cause: error });
    }
    if (response.status < 200 || response.status >= 300) {
      throw new ModelCallError(
        endpointErrorMessage(response.status, response.body, options.apiKey),
        {
          status: response.status,
          retryable: isRetryableStatus(response.status),
          retryAfterMs: retryAfterMs(response.headers, options.retry.maxDelayMs ?? 30_000),
        },
      );
    }
    if (!response.parsedJson) {
      throw new ModelCallError('The model endpoint answered with a body that is not JSON.', {
        retryable: false,
      });
    }
    return parseCompletion(request.model, response.body);
  }

  return {
    complete(request) {
      return withRetry(
        async () => {
          try {
            return { ok: true, value: await attempt(request) };
          } catch (error) {
            if (!(error instanceof ModelCallError)) throw error;
            return {
              ok: false,
              retryable: error.retryable,
              error,
              ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
            };
          }
        },
        { ...options.retry, signal: request.signal },
      );
    },
  };
}
