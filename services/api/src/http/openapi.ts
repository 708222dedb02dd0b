import { errorBody } from '@switchboard/contracts/errors';
import { z } from 'zod';
import { eventWebhooks, outboundOperation } from './openapi-outbound.js';
import { OPENAPI_TAGS } from './openapi-tags.js';
import type { RouteDefinition } from './route.js';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const COMMON_ERRORS: Readonly<Record<number, string>> = {
  400: 'Malformed JSON, or a body that is not application/json',
  401: 'Missing, malformed, unknown or revoked API key',
  404: 'No such record for this team (details: resource_type, resource_id)',
  409: 'A state conflict the caller can resolve (IDEMPOTENCY_KEY_IN_USE: a request with the same Idempotency-Key is still running)',
  413: 'Request body larger than the limit',
  422: 'Validation failed (details.fields: [{ path, message }]); IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with another request',
  429: 'Rate limit exceeded (retry_after, Retry-After); CONCURRENCY_LIMIT_EXCEEDED: the team is at its limit of work in progress',
  500: 'Internal error (details.error_id is in the service log)',
  502: 'An upstream service (e.g. the Telegram Bot API) failed or refused the call',
  503: 'SERVICE_UNAVAILABLE: the server is at its limit of work in progress (retry_after, Retry-After)',
};

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': {
    description: 'Requests allowed per minute for this key',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    description: 'Unix time (seconds) when the window resets',
    schema: { type: 'integer' },
  },
};

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the request safe to retry (1..255 characters; a random UUID is best). For 24 hours, per team, a repeat with the same key and the same method, URL and body answers the first status and body with `Idempotent-Replayed: true` and does nothing again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first is running is 409 IDEMPOTENCY_KEY_IN_USE. Errors of the caller (4xx) are replayed too; 5xx and 429 are not stored, so a retry runs again.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

const REPLAYED_HEADERS = {
  'Idempotent-Replayed': {
    description:
      '`true` when this is the stored response of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
  },
};

export interface OpenApiInfo {
  title: string;
  version: string;
  serverUrl: string;
}

/**
 * The OpenAPI 3.1 document of every registered route, generated from the same zod schemas that
 * validate requests (zod's JSON Schema output is draft 2020-12, which OpenAPI 3.1 uses as is).
 */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], info: OpenApiInfo) {
  const components = new Components();
  components.add(errorBody, 'output'); // registers the shared `Error` schema
  const addOutput = (schema: z.ZodType) => components.add(schema, 'output');
  const ordered = inReadingOrder(routes);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ordered) {
    const operations = (paths[documentedPath(route.path)] ??= {});
    operations[route.method] = operation(route, components);
  }
  const declared = new Set(OPENAPI_TAGS.map((tag) => tag.name));
  const undeclared = [...new Set(ordered.map((route) => route.tag))].filter(
    (t) => !declared.has(t),
  );
  const used = new Set(routes.map((route) => route.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      license: { name: 'Apache License 2.0', identifier: 'Apache-2.0' },
      description: INFO_DESCRIPTION,
    },
    servers: [{ url: info.serverUrl }],
    security: [{ bearerAuth: [] }],
    tags: [
      ...OPENAPI_TAGS.filter((tag) => used.has(tag.name)),
      ...undeclared.map((name) => ({ name })),
    ],
    paths,
    webhooks: eventWebhooks(addOutput),
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'sb_...' } },
      schemas: components.schemas,
    },
  };
}

const INFO_DESCRIPTION =
  'Bot-management API. Authenticate with `Authorization: Bearer <key>` (create keys with the admin CLI or POST /v1/api-keys). Errors: `{ error: { code, message, details?, retry_after? } }`. Any path answers a method it does not take with 405 METHOD_NOT_ALLOWED and an `Allow` header listing the methods it takes, and an unknown path with 404 ROUTE_NOT_FOUND; with a key, both carry the rate-limit headers (X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset) and count against the limit (401 and 429 as on any route). Switchboard also sends requests: team event deliveries (`webhooks`) and agent-loop results (the `callbacks` of the routes that set a loop’s `callback_url`), signed per Standard Webhooks.';

/**
 * Routes grouped by tag in OPENAPI_TAGS order; within a tag, each route joins the route with the
 * shortest path that starts its own (a resource's sub-routes after it, in CRUD order), shorter
 * paths first, whatever order the features registered them in.
 */
function inReadingOrder(routes: readonly RouteDefinition[]): RouteDefinition[] {
  const tagRank = new Map(OPENAPI_TAGS.map((tag, index) => [tag.name, index]));
  const byTag = new Map<string, RouteDefinition[]>();
  for (const route of routes) byTag.set(route.tag, [...(byTag.get(route.tag) ?? []), route]);
  const tags = [...byTag.keys()].sort(
    (a, b) => (tagRank.get(a) ?? tagRank.size) - (tagRank.get(b) ?? tagRank.size),
  );
  return tags.flatMap((tag) => {
    const group = byTag.get(tag)!;
    const depth = (route: RouteDefinition) => route.path.split('/').length;
    // The first-registered route with the shortest path that starts this one's (maybe itself).
    const anchor = (route: RouteDefinition) => {
      const parents = group.filter((other) => isWithin(route.path, other.path));
      const top = Math.min(...parents.map(depth));
      return group.indexOf(parents.find((other) => depth(other) === top)!);
    };
    return group
      .map((route, index) => ({ route, index, anchor: anchor(route), depth: depth(route) }))
      .sort((a, b) => a.anchor - b.anchor || a.depth - b.depth || a.index - b.index)
      .map((entry) => entry.route);
  });
}

function isWithin(path: string, parent: string): boolean {
  return path === parent || path.startsWith(`${parent}/`);
}

function operation(route: RouteDefinition, components: Components): Record<string, unknown> {
  const op: Record<string, unknown> = {
    operationId: operationId(route),
    summary: route.summary,
    tags: [route.tag],
  };
  if (route.description) op.description = route.description;
  if (!route.auth) op.security = [];
  const parameters = [
    ...parametersOf(route.params, 'path', components),
    ...parametersOf(route.query, 'query', components),
    ...(route.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
  ];
  if (parameters.length > 0) op.parameters = parameters;
  if (route.rawBody) {
    op.requestBody = { required: true, content: { '*/*': { schema: BINARY } } };
  }
  if (route.body) {
    op.requestBody = {
      // A body-less request is validated as `{}`: the body is optional when `{}` is valid.
      required: !route.body.safeParse({}).success,
      content: { 'application/json': { schema: components.add(route.body, 'input') } },
    };
  }
  const headers = route.auth ? RATE_LIMIT_HEADERS : undefined;
  const successHeaders = route.idempotent ? { ...headers, ...REPLAYED_HEADERS } : headers;
  const successes = [
    {
      status: route.status,
      description: successDescription(route.status),
      response: route.response,
      stream: route.stream,
    },
    ...route.also,
  ].map((answer) => {
    const success: Record<string, unknown> = {
      description: answer.description,
      headers: successHeaders,
    };
    const content: Record<string, unknown> = {};
    if (answer.response) {
      content['application/json'] = { schema: components.add(answer.response, 'output') };
    }
    if (answer.stream) {
      content['text/event-stream'] = { schema: components.add(answer.stream, 'output') };
    }
    if (route.binaryResponse) content['*/*'] = { schema: BINARY };
    if (Object.keys(content).length > 0) success.content = content;
    return [String(answer.status), success] as const;
  });
  op.responses = { ...Object.fromEntries(successes), ...errorResponses(route, headers) };
  if (route.callbacks) {
    const addOutput = (schema: z.ZodType) => components.add(schema, 'output');
    op.callbacks = Object.fromEntries(
      Object.entries(route.callbacks).map(([name, callback]) => [
        name,
        {
          [callback.url]: outboundOperation(
            `${op.operationId as string}${name.charAt(0).toUpperCase()}${name.slice(1)}`,
            callback.post,
            addOutput,
          ),
        },
      ]),
    );
  }
  return op;
}

function errorResponses(route: RouteDefinition, headers: unknown): Record<string, unknown> {
  const statuses = new Set<number>([...route.errors, 500]);
  if (route.auth) [401, 429].forEach((s) => statuses.add(s));
  if (route.params || route.query || route.body) statuses.add(422);
  // Any request may carry a body, which is read (and refused when not JSON or too large) before
  // the route's own checks, so every operation can answer 400 and 413.
  [400, 413].forEach((s) => statuses.add(s));
  if (route.idempotent) [409, 422].forEach((s) => statuses.add(s));
  const responses: Record<string, unknown> = {};
  for (const status of [...statuses].sort()) {
    responses[String(status)] = {
      description: COMMON_ERRORS[status] ?? 'Error',
      headers,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return responses;
}

function parametersOf(
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  components: Components,
) {
  if (!schema) return [];
  const json = components.add(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

/** A route's path as OpenAPI writes it: a rest parameter `{path*}` is a plain `{path}`. */
export function documentedPath(path: string): string {
  return path.replace('*}', '}');
}

/** Any bytes, as OpenAPI 3.1 describes a binary body. */
const BINARY = { type: 'string', contentMediaType: 'application/octet-stream' };

function successDescription(status: number): string {
  return status === 201 ? 'Created' : status === 204 ? 'Done; no body' : 'OK';
}

function operationId(route: RouteDefinition): string {
  const words = route.path
    .replace(/^\/v1\//, '')
    .split('/')
    .map((segment) =>
      segment.replace(/[{}*]/g, '').replace(/[-_.](\w)/g, (_m, c: string) => c.toUpperCase()),
    );
  return [route.method, ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

/** Converts schemas, hoisting named sub-schemas (`.meta({ id })`) into `components.schemas`. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  add(schema: z.ZodType, io: Io): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    const {
      $defs,
      $schema: _dialect,
      ...rest
    } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const rename = (name: string) => (io === 'input' ? `${name}Input` : name);
    for (const [name, def] of Object.entries($defs ?? {})) {
      this.schemas[rename(name)] = rewriteRefs(def, rename) as JsonSchema;
    }
    return rewriteRefs(rest, rename) as JsonSchema;
  }
}

function rewriteRefs(value: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
        ? [key, `#/components/schemas/${rename(inner.slice('#/$defs/'.length))}`]
        : [key, rewriteRefs(inner, rename)],
    ),
  );
}
