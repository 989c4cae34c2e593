import type { RemoteRoute } from '@shop/contracts';
import { activeMenuPath, DASHBOARD_MENU, menuFor, menuFromRoutes } from './dashboard-menu';

it('lists the spec’s dashboard menu labels exactly', () => {
  expect(DASHBOARD_MENU.map((item) => item.label)).toEqual([
    'Dashboard',
    'My Booking Products',
    'Add Review',
    'My Profile',
    'Add Products',
    'Manage All Products',
    'Spec sheets',
    'Manage All Orders',
    'Wallet payments',
    'COD reconciliation',
    'Manage All User',
    'Messages',
    'Reviews',
    'Activity',
    'Releases',
  ]);
  expect(DASHBOARD_MENU.map((item) => item.to)).toEqual([
    '/dashboard',
    '/dashboard/myOrders',
    '/dashboard/addReview',
    '/dashboard/profile',
    '/dashboard/addPart',
    '/dashboard/manageParts',
    '/dashboard/specSheets',
    '/dashboard/manageOrders',
    '/dashboard/walletPayments',
    '/dashboard/codLedger',
    '/dashboard/manageUser',
    '/dashboard/messages',
    '/dashboard/manageReviews',
    '/dashboard/activity',
    '/dashboard/releases',
  ]);
});

describe('menuFromRoutes (the menu is built from the route table)', () => {
  const row = (over: Partial<RemoteRoute>) =>
    ({
      remote: 'mfe_dashboard',
      expose: './P',
      path: 'p',
      audience: 'customer',
      ...over,
    }) as RemoteRoute;

  it('makes one entry for everyone of a URL with a customer page and an admin page', () => {
    const menu = menuFromRoutes([
      row({ path: '', menuLabel: 'Dashboard' }),
      row({ remote: 'mfe_admin', audience: 'admin', path: '', menuLabel: 'Dashboard' }),
    ]);
    expect(menu).toEqual([{ to: '/dashboard', path: '', label: 'Dashboard', audience: 'all' }]);
  });

  it('leaves out pages without a label and storefront pages', () => {
    const menu = menuFromRoutes([
      row({ path: 'payment/:id' }),
      row({ remote: 'mfe_shop', audience: 'public', path: 'shops', menuLabel: 'Shops' }),
    ]);
    expect(menu).toEqual([]);
  });

  it('refuses two labels for one URL', () => {
    expect(() => menuFromRoutes([row({ menuLabel: 'One' }), row({ menuLabel: 'Two' })])).toThrow(
      "/dashboard/p is labelled both 'One' and 'Two'",
    );
  });
});

describe('menuFor (spec §2 "Visible to")', () => {
  const labels = (isAdmin: boolean | undefined) => menuFor(isAdmin).map((item) => item.label);

  it('an admin sees the admin tools and My Profile, not Add Review', () => {
    expect(labels(true)).toEqual([
      'Dashboard',
      'My Profile',
      'Add Products',
      'Manage All Products',
      'Spec sheets',
      'Manage All Orders',
    'Wallet payments',
    'COD reconciliation',
      'Manage All User',
      'Messages',
      'Reviews',
      'Activity',
      'Releases',
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
  ['/dashboard/messages', '/dashboard/messages'],
  ['/dashboard/payment/665f', undefined],
  ['/dashboard/nothing', undefined],
])('%s highlights %s', (path, expected) => {
  expect(activeMenuPath(path)).toBe(expected);
});
