/** A response as a test reads it. */
export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the running API as a user would, with `Authorization: Bearer <key>`. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly key: string,
  ) {}

  async call<T>(method: string, route: string, body?: unknown): Promise<ApiResponse<T>> {
    const res = await fetch(`${this.baseUrl}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${this.key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: (text ? JSON.parse(text) : null) as T,
    };
  }
}
