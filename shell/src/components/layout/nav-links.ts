/**
 * Navbar links of spec §2, in order, with their exact labels. The last slot is 'Login' or
 * 'Sign Out' depending on the session (see `Navbar`).
 */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/shops', label: 'Shops' },
  { to: '/dailyD', label: 'Daily Delights' },
  { to: '/cService', label: 'Customer Service' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/dashboard', label: 'Dashboard' },
] as const;

export const LOGIN_LABEL = 'Login';
export const SIGN_OUT_LABEL = 'Sign Out';
