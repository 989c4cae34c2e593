import type { UserRole } from './entities';

/**
 * The signed-in user as the API describes it: the spec's identity fields (`email`, `displayName`,
 * `photoURL`) plus the account's `name` and `role`. `displayName` is always equal to `name`.
 */
export interface AuthUser {
  _id: string;
  name: string;
  displayName: string;
  email: string;
  role: UserRole;
  /** Path (`/uploads/<file>`, resolved against the API origin) or absolute URL; null when none. */
  photoURL: string | null;
}

/** Answer of POST /api/auth/signup, /login and /refresh. */
export interface AuthAnswer {
  /** Short-lived JWT, sent as `Authorization: Bearer <token>`. */
  accessToken: string;
  user: AuthUser;
}

/** Answer of GET /api/auth/providers: which sign-in options the server offers. */
export interface AuthProviders {
  google: boolean;
}

/** Answer of GET /api/admin/:email. */
export interface AdminCheck {
  admin: boolean;
}

/** Name of the httpOnly cookie holding the refresh token (Path=/api/auth). */
export const REFRESH_COOKIE = 'shop_refresh';

/**
 * Answer of GET /api/auth/email-confirmation: whether the signed-in account's email is confirmed.
 * Order mails go only to a confirmed address; `POST` on the same path mails a new link.
 */
export interface EmailConfirmationStatus {
  email: string;
  confirmed: boolean;
}

/** Body of POST /api/auth/email-confirmation/confirm: the token of the mailed link. */
export interface EmailConfirmationRequest {
  token: string;
}
