/**
 * How a tool server is authorized (contract-decisions.md, "Tool servers behind OAuth"): `none`
 * (its stored `headers` apply), or OAuth 2.1 as the MCP authorization spec describes it, with a
 * person (`authorization_code`) or without one (`client_credentials`). Responses show where the
 * connection stands (`status`, `scopes`, `expires_at`), never a token; `client_secret` is masked.
 */
import type { OAuthToolServer } from '@switchboard/kit/mcp/oauth/mcp-oauth';
import { z } from 'zod';
import { maskSecret, timestamp } from './common.js';

export const OAUTH_GRANTS = ['authorization_code', 'client_credentials'] as const;
export type OAuthGrant = (typeof OAUTH_GRANTS)[number];
export const OAUTH_STATUSES = ['connected', 'needs_authorization', 'error'] as const;
export type OAuthStatus = (typeof OAUTH_STATUSES)[number];

const SCOPE = /^[\x21\x23-\x5b\x5d-\x7e]{1,200}$/;
const scopes = z
  .array(z.string().regex(SCOPE, { error: 'must be one OAuth scope token (no spaces or quotes)' }))
  .max(50, { error: 'must list at most 50 scopes' })
  .meta({ description: 'Scopes to ask for; default: what the server advertises' });
const clientText = (description: string) =>
  z
    .string()
    .min(1, { error: 'must not be empty' })
    .max(2000, { error: 'must be at most 2000 characters' })
    .meta({ description });

export const noAuth = z.strictObject({ type: z.literal('none') });

export const oauthSettings = z
  .strictObject({
    type: z.literal('oauth'),
    grant: z.enum(OAUTH_GRANTS).default('authorization_code'),
    client_id: clientText(
      'A client id registered with the authorization server; without it Switchboard uses its client metadata document (where the server supports it) or registers itself',
    ).optional(),
    client_secret: clientText('Secret of `client_id`; shown masked').optional(),
    scopes: scopes.optional(),
  })
  .superRefine((auth, ctx) => {
    if (auth.grant === 'client_credentials' && (!auth.client_id || !auth.client_secret)) {
      ctx.addIssue({
        code: 'custom',
        path: [auth.client_id ? 'client_secret' : 'client_id'],
        message: 'is required for the client_credentials grant',
      });
    }
    if (auth.client_secret && !auth.client_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['client_id'],
        message: 'is required with a client_secret',
      });
    }
  });

/** A registration's `auth` (default `{ type: 'none' }`). */
export const mcpServerAuthSettings = z.discriminatedUnion('type', [noAuth, oauthSettings]);
export type McpServerAuthSettings = z.output<typeof mcpServerAuthSettings>;

/** `auth` as responses show it. */
export const mcpServerAuth = z
  .union([
    noAuth,
    z.strictObject({
      type: z.literal('oauth'),
      grant: z.enum(OAUTH_GRANTS),
      client_id: z.string().nullable(),
      client_secret: z.string().nullable().meta({ description: 'Masked' }),
      status: z.enum(OAUTH_STATUSES).meta({
        description:
          'connected: runs use it; needs_authorization: a person must connect it (POST .../oauth/authorize); error: see `error`',
      }),
      scopes: z.array(z.string()).meta({
        description: 'Scopes of the current grant when connected, else the scopes to ask for',
      }),
      expires_at: timestamp
        .nullable()
        .meta({ description: 'When the access token expires (it is refreshed before)' }),
      error: z.string().nullable(),
    }),
  ])
  .meta({ id: 'McpServerAuth' });
export type McpServerAuth = z.output<typeof mcpServerAuth>;

/** Where a server's OAuth connection stands, as the public view needs it. */
export interface OAuthConnectionView {
  status: OAuthStatus;
  scopes: string[];
  expires_at: string | null;
  error: string | null;
}

/** The public `auth` of a registration and its connection (null: never connected). */
export function toPublicAuth(
  settings: McpServerAuthSettings | undefined,
  connection: OAuthConnectionView | null,
): McpServerAuth {
  if (!settings || settings.type === 'none') return { type: 'none' };
  return {
    type: 'oauth',
    grant: settings.grant,
    client_id: settings.client_id ?? null,
    client_secret: settings.client_secret ? maskSecret(settings.client_secret) : null,
    status: connection?.status ?? 'needs_authorization',
    scopes:
      connection?.status === 'connected'
        ? connection.scopes
        : [...new Set([...(settings.scopes ?? []), ...(connection?.scopes ?? [])])],
    expires_at: connection?.expires_at ?? null,
    error: connection?.error ?? null,
  };
}

/** `POST /mcp-servers/{id}/oauth/authorize`: where to send the person, and until when. */
export const oauthAuthorization = z
  .strictObject({
    authorization_url: z.string(),
    expires_at: timestamp,
  })
  .meta({ id: 'OAuthAuthorization' });
export const oauthAuthorizationResponse = z.strictObject({ data: oauthAuthorization });

/** `GET /oauth/callback`: what the authorization server sends back (RFC 6749 §4.1.2, RFC 9207). */
export const oauthCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** A registration behind OAuth as the OAuth client sees it; null for any other. */
export function oauthToolServer(record: {
  id: string;
  name: string;
  team_id: string;
  url: string;
  auth?: McpServerAuthSettings | undefined;
}): OAuthToolServer | null {
  if (record.auth?.type !== 'oauth') return null;
  return {
    id: record.id,
    name: record.name,
    teamId: record.team_id,
    settings: {
      url: record.url,
      grant: record.auth.grant,
      clientId: record.auth.client_id,
      clientSecret: record.auth.client_secret,
      scopes: record.auth.scopes ?? [],
    },
  };
}
