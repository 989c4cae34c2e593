import type { AppStore } from '@shop/api-client';
import { StandaloneApp as Frame } from '@shop/ui';
import { CartPage } from '../features/cart';
import { ContactPage } from '../features/contact';
import { DailyDealsPage } from '../features/deals';
import { ShopsPage } from '../features/catalogue';
import { ReviewsPage } from '../features/reviews';
import { HomePage } from './pages/home-page';
import { ProductPage } from './pages/product-page';

const links = [
  { to: '/', label: 'Home' },
  { to: '/shops', label: 'Shops' },
  { to: '/dailyD', label: 'Daily Delights' },
  { to: '/cService', label: 'Customer Service' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/cart', label: 'Cart' },
];

const routes = [
  {
    path: '/',
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'shops', element: <ShopsPage /> },
      { path: 'product/:partId', element: <ProductPage /> },
      { path: 'reviews', element: <ReviewsPage /> },
      { path: 'dailyD', element: <DailyDealsPage /> },
      { path: 'cService', element: <ContactPage /> },
      { path: 'cart', element: <CartPage /> },
    ],
  },
];

/** This remote on its own (development, remote-level checks), in the shared standalone frame. */
export function StandaloneApp({ store }: { store: AppStore }) {
  return <Frame store={store} name="mfe-shop" links={links} routes={routes} />;
}
