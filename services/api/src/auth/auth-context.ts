import type { Plan } from '@switchboard/contracts/teams';
import type { Scope } from '@switchboard/store/port';

/** Who is calling: set by the auth middleware on every authenticated request. */
export interface AuthContext {
  teamId: string;
  keyId: string;
  plan: Plan;
  /** The team's store scope; pass it to every query a request makes. */
  scope: Scope;
}

const AUTH = Symbol('switchboard.auth');

interface WithAuth {
  [AUTH]?: AuthContext;
}

/** Attaches the caller to the request (auth middleware only). */
export function setAuth(req: object, auth: AuthContext): void {
  (req as WithAuth)[AUTH] = auth;
}

/** The caller of an authenticated request, or undefined before/without authentication. */
export function getAuth(req: object): AuthContext | undefined {
  return (req as WithAuth)[AUTH];
}
