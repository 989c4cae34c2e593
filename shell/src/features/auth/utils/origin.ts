import type { Location } from '@shop/router';

/** Where a person goes after signing in when no origin page is known (spec §2). */
export const DEFAULT_AFTER_LOGIN = '/shops';

/** Router state the auth pages read: the page the visitor came from, as a path. */
export interface OriginState {
  from?: string;
}

/** Router state of /login after a non-admin was signed out of an admin page. */
export interface LoginNotice {
  notice: 'admin-only';
}

const AUTH_PATHS = ['/login', '/signup', '/reset'];

/** A same-site path, never an auth page (it would loop) nor another site (an open redirect). */
export function safeOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  const pathname = value.split(/[?#]/, 1)[0];
  return AUTH_PATHS.includes(pathname) ? undefined : value;
}

export const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/** The origin remembered in the router state or, after Google sign-in, in the `from` query. */
export function originOf(location: Pick<Location, 'state' | 'search'>): string | undefined {
  const fromState = safeOrigin((location.state as OriginState | null)?.from);
  if (fromState) return fromState;
  return safeOrigin(new URLSearchParams(location.search).get('from'));
}
