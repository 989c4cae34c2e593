import type { ReactNode } from 'react';
import { Outlet } from '@shop/router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import './layout.css';

/** Navbar, the routed page, footer. Remote failures stay inside the page area. */
export function AppLayout({ search }: { search?: ReactNode }) {
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
