/**
 * The SDK's OAuth client provider over one stored grant: what the SDK's `auth()` reads (client
 * identity, tokens, discovery, the PKCE verifier) comes from the grant and the settings, and what
 * it saves is collected as `changes` for the caller to store (under the refresh lock, or with the
 * authorization state). The SDK does discovery, registration, PKCE, `resource` and `iss` checks.
 */
import type {
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import type { GrantChanges, McpOAuthGrantRecord } from './grant.js';

/** A registration's OAuth settings, as the flows need them. */
export interface OAuthServerSettings {
  /** The MCP server's URL: the protected resource (RFC 8707 `resource`). */
  url: string;
  grant: 'authorization_code' | 'client_credentials';
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  scopes: readonly string[];
}

/** How Switchboard presents itself to authorization servers. */
export interface OAuthClientIdentity {
  /** `{PUBLIC_BASE_URL}/v1/oauth/callback`. */
  redirectUrl: string;
  /** `{PUBLIC_BASE_URL}/v1/oauth/client-metadata.json`, offered only when it is https. */
  clientMetadataUrl?: string | undefined;
  clientName: string;
}

export class GrantProvider implements OAuthClientProvider {
  /** What the SDK saved during the flow. */
  readonly changes: GrantChanges = {};
  /** Where the SDK sent the person (authorization code flow). */
  authorizationUrl: URL | undefined;
  /** The PKCE verifier the SDK made for that authorization. */
  newCodeVerifier: string | undefined;
  readonly clientMetadataUrl: string | undefined;

  constructor(
    private readonly settings: OAuthServerSettings,
    private readonly identity: OAuthClientIdentity,
    private readonly grant: McpOAuthGrantRecord | null,
    private readonly pending: {
      state?: string;
      codeVerifier?: string;
      discovery?: OAuthDiscoveryState;
    } = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    // The SDK takes a metadata-document client id only over https; a configured id comes first.
    this.clientMetadataUrl =
      settings.clientId === undefined && identity.clientMetadataUrl?.startsWith('https://')
        ? identity.clientMetadataUrl
        : undefined;
  }

  get redirectUrl(): string | undefined {
    return this.settings.grant === 'authorization_code' ? this.identity.redirectUrl : undefined;
  }

  get clientMetadata(): OAuthClientMetadata {
    const interactive = this.settings.grant === 'authorization_code';
    return {
      client_name: this.identity.clientName,
      redirect_uris: interactive ? [this.identity.redirectUrl] : [],
      grant_types: interactive ? ['authorization_code', 'refresh_token'] : ['client_credentials'],
      response_types: interactive ? ['code'] : [],
      token_endpoint_auth_method: this.settings.clientSecret ? 'client_secret_basic' : 'none',
      ...(this.settings.scopes.length > 0 ? { scope: this.settings.scopes.join(' ') } : {}),
    };
  }

  state(): string {
    return this.pending.state ?? '';
  }

  clientInformation(): StoredOAuthClientInformation | undefined {
    if (this.settings.clientId !== undefined) {
      // A configured client is the settings' own; only the SDK's stamp of the authorization
      // server it was first used with is kept (so its secret never goes to another one).
      const stamped = this.current('client_info');
      return {
        client_id: this.settings.clientId,
        ...(this.settings.clientSecret ? { client_secret: this.settings.clientSecret } : {}),
        ...(stamped?.client_id === this.settings.clientId && stamped.issuer
          ? { issuer: stamped.issuer }
          : {}),
      };
    }
    const found = this.current('client_info') ?? undefined;
    // A registration (RFC 7591) names the scopes its client may ask for: one made before a server
    // asked for more (step-up) cannot ask for them, so the SDK registers again.
    if (found && 'scope' in found && typeof found.scope === 'string') {
      const registered = new Set(found.scope.split(' '));
      if (this.settings.scopes.some((scope) => !registered.has(scope))) return undefined;
    }
    return found;
  }

  saveClientInformation(info: StoredOAuthClientInformation): void {
    if (this.settings.clientId === undefined) {
      this.changes.client_info = info;
    } else if (info.client_id === this.settings.clientId && info.issuer) {
      this.changes.client_info = { client_id: info.client_id, issuer: info.issuer };
    }
  }

  tokens(): StoredOAuthTokens | undefined {
    const accessToken = this.current('access_token');
    if (!accessToken) return undefined;
    const refresh = this.current('refresh_token');
    const scopes = this.current('scopes') ?? [];
    const issuer = this.current('token_issuer');
    return {
      ...(issuer ? { issuer } : {}),
      access_token: accessToken,
      token_type: this.current('token_type') ?? 'Bearer',
      ...(refresh ? { refresh_token: refresh } : {}),
      ...(scopes.length > 0 ? { scope: scopes.join(' ') } : {}),
    };
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    const expiresAt =
      typeof tokens.expires_in === 'number'
        ? new Date(this.now().getTime() + tokens.expires_in * 1000).toISOString()
        : null;
    Object.assign(this.changes, {
      status: 'connected',
      error: null,
      access_token: tokens.access_token,
      token_issuer: tokens.issuer ?? null,
      token_type: tokens.token_type ?? 'Bearer',
      // A server that does not rotate keeps the refresh token it issued first.
      refresh_token: tokens.refresh_token ?? this.current('refresh_token') ?? null,
      expires_at: expiresAt,
      scopes: tokens.scope ? tokens.scope.split(' ').filter(Boolean) : [...this.settings.scopes],
      step_up_scopes: [],
    } satisfies GrantChanges);
  }

  redirectToAuthorization(url: URL): void {
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string): void {
    this.newCodeVerifier = verifier;
  }

  codeVerifier(): string {
    if (!this.pending.codeVerifier) throw new Error('No PKCE verifier for this authorization.');
    return this.pending.codeVerifier;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.changes.discovery = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.changes.discovery ?? this.pending.discovery ?? this.grant?.discovery ?? undefined;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (scope === 'all' || scope === 'tokens') {
      Object.assign(this.changes, {
        access_token: null,
        refresh_token: null,
        token_issuer: null,
        expires_at: null,
      });
    }
    if ((scope === 'all' || scope === 'client') && this.settings.clientId === undefined) {
      this.changes.client_info = null;
    }
    if (scope === 'all' || scope === 'discovery') this.changes.discovery = null;
  }

  prepareTokenRequest(scope?: string): URLSearchParams | undefined {
    if (this.settings.grant !== 'client_credentials') return undefined;
    const params = new URLSearchParams({ grant_type: 'client_credentials' });
    if (scope) params.set('scope', scope);
    return params;
  }

  /** A field as the flow has left it so far: changed in this flow, else as stored. */
  private current<K extends keyof GrantChanges>(key: K): GrantChanges[K] | undefined {
    if (key in this.changes) return this.changes[key];
    return this.grant ? (this.grant as GrantChanges)[key] : undefined;
  }
}
