/**
 * The route table a server render hands to `<AppRoutes>`: only the branch its URL matches.
 *
 * `useRoutes` flattens, ranks and compiles (a RegExp per route) the whole table it is given on
 * every render, a millisecond of each server render for one match. A server render's location does
 * not change, so the branch is matched once per path and process: its routes, from the top one to
 * the one that answers, each with only the next one as its child. Matched again by `useRoutes`, that
 * table gives the same routes, params and pathnames as the whole one; a path for which it would not
 * is given the whole table (checked once, when the path's table is made). The browser keeps the
 * whole table: its location changes.
 */
import type { RouteObject } from '@shop/router';
// Server only: the same module instance @shop/router re-exports (see render.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { matchRoutes } from 'react-router-dom';

/** Paths remembered per route table; the oldest is dropped beyond it (product ids are many). */
export const MAX_REMEMBERED_PATHS = 1000;

type Matches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

/** The matched routes, from the top one down, each with only the next as its child. */
function branchOf(matches: Matches): RouteObject[] {
  let table: RouteObject[] = [matches[matches.length - 1].route];
  for (let i = matches.length - 2; i >= 0; i -= 1) {
    table = [{ ...matches[i].route, children: table } as RouteObject];
  }
  return table;
}

/** Whether two matches of the same path name the same routes (elements) with the same values. */
function sameMatches(a: Matches, b: Matches | null): boolean {
  return (
    b !== null &&
    a.length === b.length &&
    a.every(
      (match, i) =>
        match.route.element === b[i].route.element &&
        match.route.path === b[i].route.path &&
        match.route.index === b[i].route.index &&
        match.pathname === b[i].pathname &&
        match.pathnameBase === b[i].pathnameBase &&
        JSON.stringify(match.params) === JSON.stringify(b[i].params),
    )
  );
}

const remembered = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();

/**
 * The table to render `pathname` (the URL's, with the language's `basename`) with: the matched
 * branch of `routes`, or `routes` itself when nothing matches or the branch would match otherwise.
 */
export function routeTableFor(
  routes: RouteObject[],
  pathname: string,
  basename?: string,
): RouteObject[] {
  let byPath = remembered.get(routes);
  if (!byPath) {
    byPath = new Map();
    remembered.set(routes, byPath);
  }
  const key = `${basename ?? ''}\n${pathname}`;
  let table = byPath.get(key);
  if (!table) {
    const matches = matchRoutes(routes, pathname, basename);
    table = routes;
    if (matches) {
      const branch = branchOf(matches);
      if (sameMatches(matches, matchRoutes(branch, pathname, basename))) table = branch;
    }
    if (byPath.size >= MAX_REMEMBERED_PATHS) byPath.delete(byPath.keys().next().value!);
    byPath.set(key, table);
  }
  return table;
}
