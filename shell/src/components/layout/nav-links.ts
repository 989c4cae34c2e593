/** Navbar links of spec §2, in order, with their exact labels. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/shops', label: 'Shops' },
  { to: '/dailyD', label: 'Daily Delights' },
  { to: '/cService', label: 'Customer Service' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/login', label: 'Login' },
] as const;
