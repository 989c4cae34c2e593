import { useCallback, useState } from 'react';
import { ShopListing } from '../../features/catalogue';
import { FeaturedDeals } from '../../features/deals';
import { useT } from '@shop/i18n';
import {
  BestSellers,
  Categories,
  Hero,
  HomeSection,
  NewArrivals,
  WhyChooseUs,
} from '../../features/home';
import { scrollIntoViewById } from '../../lib/scroll-into-view';

/** The root of `ShopListing` (catalogue): where choosing a category scrolls to. */
const LISTING_ID = 'shop-listing';

/**
 * / and /home (spec §2), sections in the spec's order. The category is one state shared by the
 * category cards and the listing: a card selects it, the listing shows its products, and the page
 * scrolls there (spec §4).
 */
export function HomePage() {
  const [category, setCategory] = useState<string | null>(null);
  const { t } = useT('shop');

  const chooseCategory = useCallback((next: string | null) => {
    setCategory(next);
    if (next !== null) scrollIntoViewById(LISTING_ID);
  }, []);

  return (
    <>
      <Hero />
      <Categories selected={category} onSelect={chooseCategory} />
      <FeaturedDeals />
      <NewArrivals />
      <BestSellers />
      <WhyChooseUs />
      {/* The listing is a section of the page like the others, with a heading of its own. */}
      <HomeSection id="all-products-title" title={t('home.allProducts')} lazy={false}>
        <ShopListing category={category} onCategoryChange={setCategory} />
      </HomeSection>
    </>
  );
}
