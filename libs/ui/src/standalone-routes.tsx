import {
  REMOTE_BASE_PATH,
  routesOf,
  routeUrl,
  type RemoteExpose,
  type RemoteName,
  type RemoteRoute,
} from '@shop/contracts';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from '@shop/router';
import type { StandaloneLink } from './standalone-app';

/** A remote's pages by exposed module: every module of the route table, no other. */
export type RemotePages<R extends RemoteName> = Record<RemoteExpose<R>, ComponentType>;

/**
 * The links and routes of a remote running standalone, from the one route table
 * (`REMOTE_ROUTES` in @shop/contracts): the same paths as in the shell, links for the pages with a
 * menu label. `pages` must name a component for each of the remote's exposed modules, so a page
 * missing or misspelt fails the typecheck.
 */
export function standaloneRoutes<R extends RemoteName>(
  remote: R,
  pages: RemotePages<R>,
): { links: StandaloneLink[]; routes: RouteObject[] } {
  const rows: readonly RemoteRoute[] = routesOf(remote);
  const links = rows.flatMap((row) =>
    row.menuLabel ? [{ to: routeUrl(row), label: row.menuLabel }] : [],
  );
  const children: RouteObject[] = rows.map((row) => {
    const Page: ComponentType = pages[row.expose as RemoteExpose<R>];
    return row.path === ''
      ? { index: true, element: <Page /> }
      : { path: row.path, element: <Page /> };
  });
  const base = REMOTE_BASE_PATH[remote];
  if (!rows.some((row) => row.path === '') && links[0]) {
    children.unshift({ index: true, element: <Navigate to={links[0].to} replace /> });
  }
  if (base === '/') return { links, routes: [{ path: '/', children }] };
  return {
    links,
    routes: [
      { path: '/', element: <Navigate to={base} replace /> },
      { path: base, children },
    ],
  };
}
