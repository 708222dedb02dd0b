import { request, type TestResponse } from '../api/http.js';

/**
 * Calls a running API as a user would, with `Authorization: Bearer <key>`: the API service tests'
 * request() bound to one base URL and key.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly key: string,
  ) {}

  /** One request; `body` goes as JSON. Never throws for HTTP error statuses. */
  call<T>(method: string, route: string, body?: unknown): Promise<TestResponse<T>> {
    return request<T>(this.baseUrl, method, route, {
      key: this.key,
      ...(body === undefined ? {} : { body }),
    });
  }
}
