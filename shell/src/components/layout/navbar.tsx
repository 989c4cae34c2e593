import { useAuth, useLogoutMutation } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@shop/router';
import logo from '../../assets/logo.svg';
import { NAMESPACE } from '../../app/i18n';
import { AccountAvatarLink, AccountMenuItem } from './signed-in-badges';
import { CartLink } from './cart-link';
import { LanguageSwitch } from '@shop/ui';
import { LOGIN_LABEL, NAV_LINKS, SIGN_OUT_LABEL } from './nav-links';
import { useHeaderHeightVariable } from './use-header-height';
import { useScrolled } from './use-scrolled';

export const SHOP_NAME = 'TechParts BD';
export const MENU_ID = 'main-menu';

/** Back to the top of the page, smoothly unless the visitor asked for less motion. */
function scrollToTop(): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
}

interface Props {
  /** The search box, composed in by the app (it is a feature of its own). */
  search?: ReactNode;
}

/**
 * Sticky top bar (spec §2): logo (home + back to top), search, the spec's links, the cart. Blurred
 * and see-through once the page has scrolled. Below 900 px the links fold behind a menu button.
 */
export function Navbar({ search }: Props) {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeightVariable(headerRef);
  const location = useLocation();
  const { pathname } = location;
  const { t } = useT(NAMESPACE);

  // A followed link closes the mobile menu (a link to the page already shown too, see `onClick`).
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header ref={headerRef} className={`navbar${scrolled ? ' navbar--scrolled' : ''}`}>
      <div className="navbar__inner">
        <Link
          to="/"
          className="navbar__brand"
          aria-label={t('nav.brandHome', { name: SHOP_NAME })}
          onClick={scrollToTop}
        >
          <img src={logo} alt="" width={36} height={36} />
          <span translate="no">
            TechParts<span className="navbar__brand-accent"> BD</span>
          </span>
        </Link>
        {search && <div className="navbar__search">{search}</div>}
        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
            {menuOpen ? (
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            )}
          </svg>
        </button>
        <nav
          id={MENU_ID}
          aria-label={t('nav.main')}
          className={`navbar__menu${menuOpen ? ' navbar__menu--open' : ''}`}
          onClick={(event) => {
            // A followed link or Sign Out closes the menu; the language switch keeps it open.
            if ((event.target as Element).closest('a, .navbar__link')) setMenuOpen(false);
          }}
        >
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={'end' in link ? link.end : false}
              className={({ isActive }) => `navbar__link${isActive ? ' navbar__link--active' : ''}`}
            >
              {t(link.label)}
            </NavLink>
          ))}
          <AccountMenuItem />
          <SessionLink from={`${pathname}${location.search}`} />
          <LanguageSwitch />
        </nav>
        <AccountAvatarLink />
        <div className="navbar__cart">
          <CartLink />
        </div>
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
  const { t } = useT(NAMESPACE);

  if (status === 'unknown') {
    // The server renders the page before any session is known: with JavaScript off (no session
    // can be restored) the Login link is there; with it on, the placeholder until the session is.
    return (
      <>
        <span className="navbar__link navbar__link--placeholder" aria-hidden />
        <noscript>
          <NavLink to="/login" className="navbar__link">
            {t(LOGIN_LABEL)}
          </NavLink>
        </noscript>
      </>
    );
  }
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
        {t(SIGN_OUT_LABEL)}
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
      {t(LOGIN_LABEL)}
    </NavLink>
  );
}
