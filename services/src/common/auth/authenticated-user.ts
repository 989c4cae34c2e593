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
}
