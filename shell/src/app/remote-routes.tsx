import { REMOTE_BASE_PATH, type RemoteRoute as RemoteRouteRow } from '@shop/contracts';
import type { RouteObject } from '@shop/router';
import { ForRole, RequireAdmin } from '../features/auth';
import { RemoteRoute } from '../features/remotes/remote-route';

const page = (row: RemoteRouteRow) => <RemoteRoute remote={row.remote} module={row.expose} />;

/**
 * The route objects of the route table's rows below one base path (`/` or `/dashboard`), in table
 * order: admin pages behind `RequireAdmin` (checked before the admin remote is even requested); a
 * path with a customer page and an admin page (the dashboard index) shows the one for the role.
 */
export function remoteRoutesUnder(
  base: '/' | '/dashboard',
  table: readonly RemoteRouteRow[],
): RouteObject[] {
  const byPath = new Map<string, RemoteRouteRow[]>();
  for (const row of table) {
    if (REMOTE_BASE_PATH[row.remote] !== base) continue;
    byPath.set(row.path, [...(byPath.get(row.path) ?? []), row]);
  }
  const open: RouteObject[] = [];
  const adminOnly: RouteObject[] = [];
  for (const [path, rows] of byPath) {
    const adminRows = rows.filter((row) => row.audience === 'admin');
    const otherRows = rows.filter((row) => row.audience !== 'admin');
    if (adminRows.length > 1 || otherRows.length > 1) {
      throw new Error(`Route table: more than one page for ${base} ${path || '(index)'}`);
    }
    const at = (element: RouteObject['element']): RouteObject =>
      path === '' ? { index: true, element } : { path, element };
    const [adminRow] = adminRows;
    const [otherRow] = otherRows;
    if (adminRow && otherRow) {
      open.push(at(<ForRole admin={page(adminRow)} other={page(otherRow)} />));
    } else if (adminRow) {
      adminOnly.push(at(page(adminRow)));
    } else if (otherRow) {
      open.push(at(page(otherRow)));
    }
  }
  return adminOnly.length > 0
    ? [...open, { element: <RequireAdmin />, children: adminOnly }]
    : open;
}
