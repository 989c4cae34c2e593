import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Navbar } from './navbar';
import './layout.css';

/** Navbar, the routed page, footer. Remote failures stay inside the page area. */
export function AppLayout() {
  return (
    <div className="app-layout">
      <Navbar />
      <main className="app-layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
