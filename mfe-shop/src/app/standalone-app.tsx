import type { AppStore } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { StandaloneApp as Frame } from '@shop/ui';
import { CartPage } from '../features/cart';
import { ContactPage } from '../features/contact';
import { DailyDealsPage } from '../features/deals';
import { ShopsPage, withCompare } from '../features/catalogue';
import { ReviewsPage } from '../features/reviews';
import { TrackPage } from '../features/tracking';
import './i18n';
import { ComparePage } from './pages/compare-page';
import { HomePage } from './pages/home-page';
import { ProductPage } from './pages/product-page';

/** The frame's links; each label is `standalone.<key>`. */
const LINKS = [
  { to: '/', key: 'home' },
  { to: '/shops', key: 'shops' },
  { to: '/dailyD', key: 'dailyDelights' },
  { to: '/cService', key: 'customerService' },
  { to: '/reviews', key: 'reviews' },
  { to: '/cart', key: 'cart' },
] as const;

// The pages that offer Compare, as their exposes have them.
const ComparableShopsPage = withCompare(ShopsPage);
const ComparableProductPage = withCompare(ProductPage);

const routes = [
  {
    path: '/',
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'shops', element: <ComparableShopsPage /> },
      { path: 'product/:partId', element: <ComparableProductPage /> },
      { path: 'compare', element: <ComparePage /> },
      { path: 'reviews', element: <ReviewsPage /> },
      { path: 'dailyD', element: <DailyDealsPage /> },
      { path: 'cService', element: <ContactPage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'track', element: <TrackPage /> },
    ],
  },
];

/** This remote on its own (development, remote-level checks), in the shared standalone frame. */
export function StandaloneApp({ store }: { store: AppStore }) {
  const { t } = useT('shop');
  const links = LINKS.map(({ to, key }) => ({ to, label: t(`standalone.${key}`) }));
  return <Frame store={store} name="mfe-shop" links={links} routes={routes} />;
}
