/**
 * Dashboard menu of spec §2, exact labels, in order. Which items a user sees (admin or not) is decided
 * with the accounts issue; `audience` records the spec's rule so that filter has one place to live.
 */
export const DASHBOARD_MENU = [
  { to: '/dashboard', label: 'Dashboard', audience: 'all' },
  { to: '/dashboard/myOrders', label: 'My Booking Products', audience: 'customer' },
  { to: '/dashboard/addReview', label: 'Add Review', audience: 'customer' },
  { to: '/dashboard/profile', label: 'My Profile', audience: 'all' },
  { to: '/dashboard/addPart', label: 'Add Products', audience: 'admin' },
  { to: '/dashboard/manageParts', label: 'Manage All Products', audience: 'admin' },
  { to: '/dashboard/manageOrders', label: 'Manage All Orders', audience: 'admin' },
  { to: '/dashboard/manageUser', label: 'Manage All User', audience: 'admin' },
] as const;

/** The menu entry a path belongs to (longest matching prefix; the index only matches itself). */
export function activeMenuPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return '/dashboard';
  return DASHBOARD_MENU.filter((item) => item.to !== '/dashboard')
    .map((item) => item.to as string)
    .find((to) => path === to || path.startsWith(`${to}/`));
}
