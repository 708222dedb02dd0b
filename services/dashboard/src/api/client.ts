import createClient, { type Middleware } from 'openapi-fetch';
import { rateLimit } from './rate-limit';
import type { paths } from './schema';
import { session } from './session';

export const REVOKED_NOTICE =
  'Your API key was revoked or is no longer valid. Sign in with another key.';

/** An error the API answered with, carrying its `{error: {code, message}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; details?: unknown };
}

const auth: Middleware = {
  onRequest({ request }) {
    const key = session.key();
    if (key) request.headers.set('Authorization', `Bearer ${key}`);
    return request;
  },
  onResponse({ response }) {
    rateLimit.record(response.headers);
    // A key revoked while signed in: back to sign-in, saying why.
    if (response.status === 401 && session.key()) session.signOut(REVOKED_NOTICE);
    return response;
  },
};

/** The typed client for `/v1`, generated from the API's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: window.location.origin });
api.use(auth);

/** The response's data, or an ApiError with the API's own message. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    const body = (result.error ?? {}) as ErrorBody;
    throw new ApiError(
      result.response.status,
      body.error?.code ?? 'HTTP_ERROR',
      body.error?.message ?? `The API answered ${result.response.status}.`,
      body.error?.details,
    );
  }
  return result.data as T;
}
