import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  UpstreamError,
  ValidationError,
} from '@switchboard/kit/errors';
import { createLogger } from '@switchboard/kit/logger';
import { errorHandler } from './error-handler.js';
import { PayloadTooLargeError } from './http-errors.js';

const THROWN: Record<string, () => unknown> = {
  validation: () => new ValidationError([{ path: 'name', message: 'must not be empty' }]),
  bad: () => new BadRequestError('nope'),
  unauthorized: () => new UnauthorizedError(),
  forbidden: () => new ForbiddenError('not for you'),
  missing: () => new NotFoundError('agent_loop', 'loop_1'),
  conflict: () => new ConflictError('name taken', { field: 'name' }),
  large: () => new PayloadTooLargeError(10),
  limited: () => new RateLimitedError(7),
  upstream: () => new UpstreamError({ code: 'TELEGRAM_API_ERROR', message: 'Telegram said no' }),
  serviceCode: () => new AppError({ code: 'CONFIG_ERROR', message: 'internal detail' }),
  plain: () => new TypeError('cannot read x of undefined'),
  thrownString: () => 'a string',
};

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.get('/throw/:kind', (req) => {
    throw THROWN[req.params.kind]!();
  });
  app.use(errorHandler(createLogger({ name: 'error-handler-test', level: 'silent' })));
  server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function get(kind: string) {
  const res = await fetch(`${baseUrl}/throw/${kind}`);
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { error: Record<string, unknown> },
  };
}

describe('errorHandler', () => {
  it.each([
    ['validation', 422, 'VALIDATION_ERROR'],
    ['bad', 400, 'BAD_REQUEST'],
    ['unauthorized', 401, 'UNAUTHORIZED'],
    ['forbidden', 403, 'FORBIDDEN'],
    ['missing', 404, 'RESOURCE_NOT_FOUND'],
    ['conflict', 409, 'CONFLICT'],
    ['large', 413, 'PAYLOAD_TOO_LARGE'],
    ['limited', 429, 'RATE_LIMIT_EXCEEDED'],
    ['upstream', 502, 'TELEGRAM_API_ERROR'],
  ])('maps %s to %i %s', async (kind, status, code) => {
    const res = await get(kind);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('keeps details and adds retry_after with a Retry-After header on 429', async () => {
    expect((await get('missing')).body.error.details).toEqual({
      resource_type: 'agent_loop',
      resource_id: 'loop_1',
    });
    const limited = await get('limited');
    expect(limited.body.error.retry_after).toBe(7);
    expect(limited.headers.get('retry-after')).toBe('7');
  });

  it.each(['serviceCode', 'plain', 'thrownString'])(
    'answers %s with 500 INTERNAL_ERROR and an error id, never the internal message',
    async (kind) => {
      const res = await get(kind);
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('INTERNAL_ERROR');
      expect(res.body.error.details).toEqual({
        error_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/internal detail|cannot read|a string/);
    },
  );
});
