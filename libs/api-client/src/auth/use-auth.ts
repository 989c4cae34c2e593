import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { useAdminCheckQuery } from './auth-api';
import { selectAuthStatus, selectSessionUser, selectSignedOut } from './auth-slice';
import type { AuthState } from './auth-slice';
import type { AuthUser } from '@shop/contracts';
import type { AuthStatus } from './auth-types';

type WithAuth = { auth: AuthState };

export interface UseAuth {
  status: AuthStatus;
  user: AuthUser | null;
  /** True while the start-up refresh has not answered yet. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** True after Sign Out here (as opposed to a session that expired or never was). */
  signedOut: boolean;
}

/** The session as every app sees it (the store is shared, so the shell and remotes agree). */
export function useAuth(): UseAuth {
  const status = useSelector((state: WithAuth) => selectAuthStatus(state));
  const user = useSelector((state: WithAuth) => selectSessionUser(state));
  const signedOut = useSelector((state: WithAuth) => selectSignedOut(state));
  return {
    status,
    user,
    signedOut,
    isLoading: status === 'unknown',
    isAuthenticated: status === 'authenticated' && user !== null,
  };
}

export interface UseAdminStatus {
  /** Undefined while it is being determined (session or admin check still pending). */
  isAdmin: boolean | undefined;
  isLoading: boolean;
}

/** Spec §4/§6: admin status comes from `GET /admin/{email}` for the signed-in user's email. */
export function useAdminStatus(): UseAdminStatus {
  const { status, user } = useAuth();
  const email = status === 'authenticated' ? user?.email : undefined;
  const check = useAdminCheckQuery(email ?? skipToken);
  if (status === 'unknown') return { isAdmin: undefined, isLoading: true };
  if (!email) return { isAdmin: false, isLoading: false };
  if (check.isError) return { isAdmin: false, isLoading: false };
  if (check.data === undefined) {
    return { isAdmin: undefined, isLoading: true };
  }
  return { isAdmin: check.data.admin, isLoading: false };
}
