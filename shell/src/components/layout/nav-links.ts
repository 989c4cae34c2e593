/**
 * Navbar links of spec §2, in order; `label` is the key of the link's text in the `shell`
 * namespace (`nav.<label>`: 'Home', 'Shops', 'Daily Delights', ... in English). The last slot is
 * 'Login' or 'Sign Out' depending on the session (see `Navbar`).
 */
export const NAV_LINKS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/shops', label: 'nav.shops' },
  { to: '/dailyD', label: 'nav.dailyDelights' },
  { to: '/cService', label: 'nav.customerService' },
  { to: '/reviews', label: 'nav.reviews' },
  { to: '/dashboard', label: 'nav.dashboard' },
] as const;

export const LOGIN_LABEL = 'nav.login';
export const SIGN_OUT_LABEL = 'nav.signOut';
