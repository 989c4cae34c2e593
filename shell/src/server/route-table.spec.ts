/**
 * @jest-environment node
 */
import { REMOTE_ROUTES, routeUrl } from '@shop/contracts';
import type { RouteObject } from '@shop/router';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../app/routes';
import { MAX_REMEMBERED_PATHS, routeTableFor } from './route-table';

/** Every page of the route table (params filled in), the shell's own, and what matches none. */
const PATHS = [
  ...REMOTE_ROUTES.map((row) => routeUrl(row).replace(/:[^/]+/g, '665f1e000000000000000001')),
  '/',
  '/shops/',
  '/SHOPS',
  '/product/a%20b',
  '/product/%E0%A6%95',
  '/product/',
  '/login',
  '/signup',
  '/reset',
  '/confirm-email',
  '/dashboard/no-such-page',
  '/no-such-page',
  '/shops/extra',
  '/a/b/c',
];

/** What a match says, with each route named by its element (a branch's routes are copies). */
const described = (table: RouteObject[], pathname: string, basename?: string) =>
  matchRoutes(table, pathname, basename)?.map((match) => ({
    element: match.route.element,
    path: match.route.path,
    index: match.route.index,
    params: match.params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
  })) ?? null;

/** The routes of a table, level by level: a branch has one per level. */
function widths(table: RouteObject[]): number[] {
  return table.length === 0 ? [] : [table.length, ...widths(table[0].children ?? [])];
}

describe('the route table of a server render', () => {
  it.each(PATHS)('matches %s as the whole table does, in English and Bengali', (path) => {
    for (const [pathname, basename] of [
      [path, undefined],
      [path === '/' ? '/bn' : `/bn${path}`, '/bn'],
    ] as const) {
      const table = routeTableFor(routes, pathname, basename);
      expect(described(table, pathname, basename)).toEqual(described(routes, pathname, basename));
      // Only the branch: one route per level (the matched page's own children, if any, kept).
      expect(table).not.toBe(routes);
      expect(
        widths(table)
          .slice(0, -1)
          .every((width) => width === 1),
      ).toBe(true);
    }
  });

  it('is made once per path and basename', () => {
    expect(routeTableFor(routes, '/shops')).toBe(routeTableFor(routes, '/shops'));
    expect(routeTableFor(routes, '/bn/shops', '/bn')).not.toBe(routeTableFor(routes, '/shops'));
  });

  it('is the whole table for a path outside the basename, which nothing matches', () => {
    expect(routeTableFor(routes, '/shops', '/bn')).toBe(routes);
    expect(routeTableFor([{ path: 'only', element: null }], '/other')).toEqual([
      { path: 'only', element: null },
    ]);
  });

  it('forgets the oldest paths beyond its bound', () => {
    const table: RouteObject[] = [{ path: 'product/:id', element: null }];
    const first = routeTableFor(table, '/product/0');
    expect(routeTableFor(table, '/product/0')).toBe(first);
    for (let i = 1; i <= MAX_REMEMBERED_PATHS; i += 1) routeTableFor(table, `/product/${i}`);
    expect(routeTableFor(table, '/product/0')).not.toBe(first);
    expect(routeTableFor(table, '/product/0')).toEqual(first);
  });
});
