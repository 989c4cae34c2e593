import type { UserRole } from '@shop/contracts';

/** The caller of a request, as the JWT guard puts it on `request.user` (loaded fresh from the database). */
export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
}

/** Claims of an access token. */
export interface AccessTokenPayload {
  /** The user's id. */
  sub: string;
  role: UserRole;
  /**
   * The login it was issued for: the refresh session's family id. The token stops working when that
   * login ends (logout, password change, role change, removal). Tokens without one are refused.
   */
  sid: string;
}
