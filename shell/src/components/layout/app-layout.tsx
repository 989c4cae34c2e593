import type { ReactNode } from 'react';
import { Outlet } from '@shop/router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import './layout.css';
import { useFallbackTitle } from './use-fallback-title';

/** Navbar, the routed page, footer. Remote failures stay inside the page area. */
export function AppLayout({ search }: { search?: ReactNode }) {
  useFallbackTitle();
  return (
    <div className="app-layout">
      <Navbar search={search} />
      <main className="app-layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
