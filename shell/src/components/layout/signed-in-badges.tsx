import { useAuth } from '@shop/api-client';
import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

// Who is signed in shows only once someone is: a first visit is signed out (and the server renders
// none), so the badges' code (initials, photo) is a chunk fetched when a session is known.
const badges = () => import(/* webpackChunkName: "account-badge" */ './account-badge');

function whenSignedIn(Badge: LazyExoticComponent<ComponentType>) {
  function SignedInBadge() {
    const { user, isAuthenticated } = useAuth();
    if (!isAuthenticated || !user) return null;
    return (
      <Suspense fallback={null}>
        <Badge />
      </Suspense>
    );
  }
  return SignedInBadge;
}

/** `AccountMenuItem` of `account-badge.tsx`, loaded once signed in. */
export const AccountMenuItem = whenSignedIn(
  lazy(() => badges().then((module) => ({ default: module.AccountMenuItem }))),
);

/** `AccountAvatarLink` of `account-badge.tsx`, loaded once signed in. */
export const AccountAvatarLink = whenSignedIn(
  lazy(() => badges().then((module) => ({ default: module.AccountAvatarLink }))),
);
