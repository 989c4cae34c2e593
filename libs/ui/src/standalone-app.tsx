import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { AppRoutes, BrowserRouter, Link, Outlet, type RouteObject } from '@shop/router';
import { Toasts } from '@shop/api-client';
import type { Store } from '@reduxjs/toolkit';
import { shopTheme } from './theme';
import './standalone.css';

export interface StandaloneLink {
  to: string;
  label: string;
}

export interface StandaloneAppProps {
  store: Store;
  /** The remote's name, shown in the bar. */
  name: string;
  /** Its pages, for the bar's navigation. */
  links: StandaloneLink[];
  /** Its routes; they render inside the frame. */
  routes: RouteObject[];
}

/**
 * A remote running on its own (development, remote-level checks): a small bar naming it, its pages,
 * and the providers the shell gives it when composed (store, theme, router, one toast container).
 */
export function StandaloneApp({ store, name, links, routes }: StandaloneAppProps) {
  const frame: RouteObject[] = [
    { element: <StandaloneFrame name={name} links={links} />, children: routes },
  ];
  return (
    <Provider store={store}>
      <ConfigProvider theme={shopTheme}>
        <BrowserRouter>
          <AppRoutes routes={frame} />
        </BrowserRouter>
      </ConfigProvider>
      <Toasts />
    </Provider>
  );
}

function StandaloneFrame({ name, links }: { name: string; links: StandaloneLink[] }) {
  return (
    <div className="standalone">
      <header className="standalone__bar">
        <strong>{name}</strong> <span>standalone</span>
        <nav>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      </header>
      <main className="standalone__main">
        <Outlet />
      </main>
    </div>
  );
}
