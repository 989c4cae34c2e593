import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useAuth, useLogoutMutation } from '@shop/api-client';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { LOGIN_LABEL, NAV_LINKS, SIGN_OUT_LABEL } from './nav-links';
import { useScrolled } from './use-scrolled';

export const SHOP_NAME = 'TechParts BD';

/** Sticky top bar: logo (home + back to top), the spec's links, a menu toggle on small screens. */
export function Navbar() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const { pathname } = location;

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={`navbar${scrolled ? ' navbar--scrolled' : ''}`}>
      <div className="navbar__inner">
        <Link
          to="/"
          className="navbar__brand"
          aria-label={`${SHOP_NAME} home`}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <img src={logo} alt="" width={36} height={36} />
          <span>
            TechParts<span className="navbar__brand-accent"> BD</span>
          </span>
        </Link>
        <Button
          className="navbar__toggle"
          type="text"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          icon={menuOpen ? <CloseOutlined /> : <MenuOutlined />}
          onClick={() => setMenuOpen((open) => !open)}
        />
        <nav
          id="main-menu"
          aria-label="Main"
          className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}
        >
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={'end' in link ? link.end : false}
              className={({ isActive }) => `navbar__link${isActive ? ' navbar__link--active' : ''}`}
            >
              {link.label}
            </NavLink>
          ))}
          <SessionLink from={`${pathname}${location.search}`} />
        </nav>
      </div>
    </header>
  );
}

const AUTH_PAGES = ['/login', '/signup', '/reset'];

/**
 * 'Login' for visitors (remembering the page to come back to), 'Sign Out' when signed in: the session
 * ends on the server, the page goes home. Nothing while the session is still being restored, so the
 * bar does not flash the wrong one.
 */
function SessionLink({ from }: { from: string }) {
  const { status } = useAuth();
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();

  if (status === 'unknown')
    return <span className="navbar__link navbar__link--placeholder" aria-hidden />;
  if (status === 'authenticated') {
    return (
      <button
        type="button"
        className="navbar__link navbar__link--button"
        disabled={isLoading}
        onClick={() => {
          // Leave the page first, committed at once (`flushSync`): in a transition React would keep
          // showing a guarded page while home loads, and its guard would send the ended session to
          // /login instead.
          void Promise.resolve(navigate('/', { flushSync: true })).then(() => logout());
        }}
      >
        {SIGN_OUT_LABEL}
      </button>
    );
  }
  const onAuthPage = AUTH_PAGES.includes(from.split('?', 1)[0]);
  return (
    <NavLink
      to="/login"
      state={onAuthPage ? undefined : { from }}
      className={({ isActive }) => `navbar__link${isActive ? ' navbar__link--active' : ''}`}
    >
      {LOGIN_LABEL}
    </NavLink>
  );
}
