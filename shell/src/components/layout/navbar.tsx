import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { NAV_LINKS } from './nav-links';
import { useScrolled } from './use-scrolled';

export const SHOP_NAME = 'TechParts BD';

/** Sticky top bar: logo (home + back to top), the spec's links, a menu toggle on small screens. */
export function Navbar() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

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
        </nav>
      </div>
    </header>
  );
}
