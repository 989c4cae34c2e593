/**
 * Dashboard menu of spec §2, exact labels, in order. `audience` is the spec's "Visible to" column:
 * `all` signed-in people, `customer` non-admins only, `admin` admins only.
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

export type MenuItem = (typeof DASHBOARD_MENU)[number];

/**
 * The entries a signed-in person sees (spec §2/§6). While the admin flag is not known yet only the
 * entries everyone sees are listed, so an admin never glimpses Add Review nor a customer admin tools.
 */
export function menuFor(isAdmin: boolean | undefined): MenuItem[] {
  return DASHBOARD_MENU.filter(
    (item) =>
      item.audience === 'all' ||
      (item.audience === 'admin' && isAdmin === true) ||
      (item.audience === 'customer' && isAdmin === false),
  );
}
