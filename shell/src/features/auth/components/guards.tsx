import { useAdminStatus, useAuth } from '@shop/api-client';
import { useT } from '@shop/i18n';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@shop/router';
import { NAMESPACE } from '../../../app/i18n';
import { PageLoading } from '../../../components/page-loading';
import { pathOf } from '../utils/origin';
import type { LoginNotice } from '../utils/origin';

/** Keys (`shell` namespace) of the guards' loading texts. */
export const CHECKING_SESSION = 'guards.checkingSession';
export const CHECKING_ACCESS = 'guards.checkingAccess';

/** The page-sized loading indicator with one of the guards' texts. */
function Checking({ what }: { what: typeof CHECKING_SESSION | typeof CHECKING_ACCESS }) {
  const { t } = useT(NAMESPACE);
  return <PageLoading label={t(what)} />;
}

/**
 * Spec §4: a route for signed-in people. Loading while the session is being restored; a visitor is
 * sent to /login, which remembers this page to come back to. Someone who just signed out here goes
 * home, as Sign Out does from any page (whichever of the two navigations React commits first).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, signedOut } = useAuth();
  const location = useLocation();
  if (status === 'unknown') return <Checking what={CHECKING_SESSION} />;
  if (status === 'anonymous' && signedOut) return <Navigate to="/" replace />;
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: pathOf(location) }} />;
  }
  return children ?? <Outlet />;
}

/**
 * Spec §4: an admin route, inside `RequireAuth`. Loading while the admin flag is fetched; someone
 * signed in who is not an admin is sent to /login, which signs them out (on the server too) once it
 * is on screen — signing out here would let `RequireAuth` redirect first, with this page as the
 * origin. The admin remote is never loaded for them.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { isAdmin } = useAdminStatus();
  if (isAdmin === false) {
    const state: LoginNotice = { notice: 'admin-only' };
    return <Navigate to="/login" replace state={state} />;
  }
  if (isAdmin !== true) return <Checking what={CHECKING_ACCESS} />;
  return children ?? <Outlet />;
}

/**
 * One route, two pages by role (the dashboard index: the admin's sales summary, the customer's
 * overview). Loading while the admin flag is fetched; the admin page — and so the admin remote — is
 * rendered only once the flag says admin.
 */
export function ForRole({ admin, other }: { admin: ReactNode; other: ReactNode }) {
  const { isAdmin } = useAdminStatus();
  if (isAdmin === undefined) return <Checking what={CHECKING_ACCESS} />;
  return isAdmin ? admin : other;
}
