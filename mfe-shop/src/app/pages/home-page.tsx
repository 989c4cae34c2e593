import { FeaturedDeals } from '../../features/deals';
import { Hero } from '../../features/home';

/** / and /home. Categories, new arrivals, best sellers and the listing arrive with the storefront issue. */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeaturedDeals />
    </>
  );
}
