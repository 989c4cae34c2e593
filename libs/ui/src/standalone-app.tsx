import { useT } from '@shop/i18n';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { AppRoutes, BrowserRouter, Link, Outlet, type RouteObject } from '@shop/router';
import { Toasts } from '@shop/api-client';
import type { Store } from '@reduxjs/toolkit';
import { LanguageSwitch } from './language-switch';
import { AntdProviders } from './remote/remote-providers';
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
 * the language switch, and the providers the shell gives it when composed (store, theme, router,
 * one toast container; the i18n instance is the page's, started by `startRemote`).
 */
export function StandaloneApp({ store, name, links, routes }: StandaloneAppProps) {
  const frame: RouteObject[] = [
    { element: <StandaloneFrame name={name} links={links} />, children: routes },
  ];
  return (
    <Provider store={store}>
      <AntdProviders>
        <BrowserRouter>
          <AppRoutes routes={frame} />
        </BrowserRouter>
      </AntdProviders>
      <Toasts />
    </Provider>
  );
}

function StandaloneFrame({ name, links }: { name: string; links: StandaloneLink[] }) {
  const { t } = useT('common');
  return (
    <div className="standalone">
      <header className="standalone__bar">
        <strong translate="no">{name}</strong> <span>{t('standalone.badge')}</span>
        <nav>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <LanguageSwitch className="standalone__languages" />
      </header>
      <main className="standalone__main">
        <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
