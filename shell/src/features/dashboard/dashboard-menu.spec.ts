import { activeMenuPath, DASHBOARD_MENU, menuFor } from './dashboard-menu';

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

describe('menuFor (spec §2 "Visible to")', () => {
  const labels = (isAdmin: boolean | undefined) => menuFor(isAdmin).map((item) => item.label);

  it('an admin sees the admin tools and My Profile, not Add Review', () => {
    expect(labels(true)).toEqual([
      'Dashboard',
      'My Profile',
      'Add Products',
      'Manage All Products',
      'Manage All Orders',
      'Manage All User',
    ]);
  });

  it('a customer sees their orders, Add Review and My Profile, no admin tools', () => {
    expect(labels(false)).toEqual(['Dashboard', 'My Booking Products', 'Add Review', 'My Profile']);
  });

  it('while the admin flag is unknown only what everyone sees is listed', () => {
    expect(labels(undefined)).toEqual(['Dashboard', 'My Profile']);
  });
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
