import { BEST_SELLER_PART_IDS, type Part } from '@shop/contracts';
import { useFormat, useT } from '@shop/i18n';
import { listPrice, TRUNCATE_AT } from '@shop/rules';
import { Link } from '@shop/router';
import { CutName } from '@shop/ui';
import { emptyState, QueryResult } from '../../../components/query-result';
import { useGetPartsByIdsQuery } from '../../../lib/parts-by-ids-api';
import { Carousel } from './carousel';
import './home.css';
import { ListPrice } from '../../../components/list-price';
import { ProductImageLink } from '../../../components/product-image-link';
import { HomeSection } from './home-section';

function BestSellerSlide({ part }: { part: Part }) {
  const href = `/product/${part._id}`;
  const f = useFormat();
  return (
    <article className="tile">
      <ProductImageLink partId={part._id} img={part.img} className="tile__media" />
      <div className="tile__body">
        <h3 className="tile__name">
          <Link to={href} translate="no">
            <CutName name={part.name} max={TRUNCATE_AT.cardName} />
          </Link>
        </h3>
        <p className="tile__price">
          {f.price(part.price)} <ListPrice price={listPrice(part.price)} />
        </p>
      </div>
    </article>
  );
}

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
          renderSlide={(part) => <BestSellerSlide part={part} />}
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
