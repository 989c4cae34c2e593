import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import type { RouteObject } from '@shop/router';
import { standaloneRoutes, type RemotePages } from './standalone-routes';

const page = (title: string) => () => <h2>{title}</h2>;

const dashboardPages: RemotePages<'mfe_dashboard'> = {
  './DashboardHomePage': page('Dashboard'),
  './MyOrdersPage': page('My Booking Products'),
  './AddReviewPage': page('Add a New Review'),
  './ProfilePage': page('My Profile'),
  './PaymentPage': page('Payment'),
};

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const at = (url: string, routes: RouteObject[]) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes routes={routes} />
    </MemoryRouter>,
  );

it('links the pages that have a menu label, with the shell’s URLs', () => {
  expect(standaloneRoutes('mfe_dashboard', dashboardPages).links).toEqual([
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/dashboard/myOrders', label: 'My Booking Products' },
    { to: '/dashboard/addReview', label: 'Add Review' },
    { to: '/dashboard/profile', label: 'My Profile' },
  ]);
});

it.each([
  ['/dashboard', 'Dashboard'],
  ['/dashboard/myOrders', 'My Booking Products'],
  ['/dashboard/payment/665f', 'Payment'],
  ['/', 'Dashboard'],
])('routes %s to %s', (url, title) => {
  at(url, standaloneRoutes('mfe_dashboard', dashboardPages).routes);
  expect(screen.getByRole('heading', { name: title })).toBeTruthy();
});

it('serves the storefront’s pages from the root', () => {
  const shop = standaloneRoutes('mfe_shop', {
    './HomePage': page('Home'),
    './ShopsPage': page('Shops'),
    './ProductPage': page('Product'),
    './ReviewsPage': page('Reviews'),
    './DailyDealsPage': page('Daily Delights'),
    './ContactPage': page('Contact'),
    './CartPage': page('Cart'),
    './ComparePage': page('Compare'),
    './TrackPage': page('Track'),
  });
  expect(shop.links).toEqual([]);
  at('/dailyD', shop.routes);
  expect(screen.getByRole('heading', { name: 'Daily Delights' })).toBeTruthy();
});

it('needs a page for every exposed module and no other (checked by the typecheck)', () => {
  // @ts-expect-error './PaymentPage' is missing
  const missing: RemotePages<'mfe_dashboard'> = {
    './DashboardHomePage': page('a'),
    './MyOrdersPage': page('b'),
    './AddReviewPage': page('c'),
    './ProfilePage': page('d'),
  };
  const misspelt: RemotePages<'mfe_dashboard'> = {
    ...dashboardPages,
    // @ts-expect-error not a module of mfe_dashboard
    './ProfilPage': page('e'),
  };
  expect(Object.keys(missing)).toHaveLength(4);
  expect(Object.keys(misspelt)).toHaveLength(6);
});
