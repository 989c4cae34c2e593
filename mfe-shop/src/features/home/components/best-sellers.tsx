import { BEST_SELLER_PART_IDS } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { ProductTile } from '../../../components/product-tile';
import { emptyState, QueryResult } from '../../../components/query-result';
import { useGetPartsByIdsQuery } from '../../../lib/parts-by-ids-api';
import { Carousel } from './carousel';
import './home.css';
import { HomeSection } from './home-section';

/** Home section 'Best seller' (spec §2, §9): the eight fixed products in an infinite carousel. */
export function BestSellers() {
  const { t } = useT('shop');
  const body = (
    <QueryResult
      query={useGetPartsByIdsQuery(BEST_SELLER_PART_IDS)}
      loading={t('home.bestSellers.loading')}
      error={t('home.bestSellers.error')}
      empty={emptyState(t('home.bestSellers.empty'))}
    >
      {(parts) => (
        <Carousel
          items={parts}
          label={t('home.bestSellers.label')}
          getKey={(part) => part._id}
          slideTestId="best-seller-slide"
          renderSlide={(part) => <ProductTile part={part} variant="tile" />}
        />
      )}
    </QueryResult>
  );

  return (
    <HomeSection id="best-seller-title" title={t('home.bestSellers.title')}>
      {body}
    </HomeSection>
  );
}
