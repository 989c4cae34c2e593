import { activeMenuPath, DASHBOARD_MENU } from './dashboard-menu';

it('lists the spec’s dashboard menu labels exactly', () => {
  expect(DASHBOARD_MENU.map((item) => item.label)).toEqual([
    'Dashboard',
    'My Booking Products',
    'Add Review',
    'My Profile',
    'Add Products',
    'Manage All Products',
    'Manage All Orders',
    'Manage All User',
  ]);
});

it.each([
  ['/dashboard', '/dashboard'],
  ['/dashboard/', '/dashboard'],
  ['/dashboard/profile', '/dashboard/profile'],
  ['/dashboard/manageParts', '/dashboard/manageParts'],
  ['/dashboard/payment/665f', undefined],
  ['/dashboard/nothing', undefined],
])('%s highlights %s', (path, expected) => {
  expect(activeMenuPath(path)).toBe(expected);
});
