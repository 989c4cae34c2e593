import {
  REMOTE_BASE_PATH,
  REMOTE_ROUTES,
  routeUrl,
  type RemoteRoute,
  type RemoteRouteEntry,
} from '@shop/contracts';

/**
 * Who sees a menu entry (spec §2 "Visible to"): `all` signed-in people, `customer` non-admins only,
 * `admin` admins only.
 */
export type MenuAudience = 'all' | 'customer' | 'admin';

/** Path (below /dashboard) of a page that has a menu entry in the route table. */
export type MenuPath = Extract<RemoteRouteEntry, { menuLabel: string }>['path'];

export interface MenuItem {
  /** The URL, e.g. `/dashboard/manageParts`. */
  to: string;
  /** The row's path below /dashboard (`''` for the index). */
  path: MenuPath;
  /** Exact spec text. */
  label: string;
  audience: MenuAudience;
}

/**
 * The dashboard menu from the route table: one entry per URL of the rows with a `menuLabel`, in
 * table order. A URL with a customer page and an admin page (the dashboard index) is one entry for
 * everyone. Two labels for one URL are a mistake in the table.
 */
export function menuFromRoutes(routes: readonly RemoteRoute[]): MenuItem[] {
  const items = new Map<string, MenuItem>();
  for (const route of routes) {
    if (!route.menuLabel || REMOTE_BASE_PATH[route.remote] !== '/dashboard') continue;
    const to = routeUrl(route);
    const audience: MenuAudience = route.audience === 'public' ? 'all' : route.audience;
    const seen = items.get(to);
    if (!seen) {
      items.set(to, { to, path: route.path as MenuPath, label: route.menuLabel, audience });
      continue;
    }
    if (seen.label !== route.menuLabel) {
      throw new Error(
        `Route table: ${to} is labelled both '${seen.label}' and '${route.menuLabel}'`,
      );
    }
    if (seen.audience !== audience) seen.audience = 'all';
  }
  return [...items.values()];
}

/**
 * The key of an entry's text in the `shell` namespace: `dashboard.items.<path>` (`index` for the
 * dashboard's index). The route table keeps the spec's English label; the message file has the
 * same English under this key, and its translation.
 */
export function menuLabelKey(item: Pick<MenuItem, 'path'>): string {
  return `dashboard.items.${item.path === '' ? 'index' : item.path}`;
}

/** Dashboard menu of spec §2, exact labels, in order (rows of `REMOTE_ROUTES` in @shop/contracts). */
export const DASHBOARD_MENU: readonly MenuItem[] = menuFromRoutes(REMOTE_ROUTES);

/** The menu entry a path belongs to (longest matching prefix; the index only matches itself). */
export function activeMenuPath(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return '/dashboard';
  return DASHBOARD_MENU.filter((item) => item.to !== '/dashboard')
    .map((item) => item.to)
    .find((to) => path === to || path.startsWith(`${to}/`));
}

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
