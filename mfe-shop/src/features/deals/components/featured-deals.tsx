import type { FeaturedPart } from '@shop/contracts';
import { useFormat, useT } from '@shop/i18n';
import { TRUNCATE_AT } from '@shop/rules';
import { Link } from '@shop/router';
import { CutName } from '@shop/ui';
import { emptyState, QueryResult } from '../../../components/query-result';
import { useGetFeaturedDealsQuery } from '../api/deals-api';
import { ListPrice } from '../../../components/list-price';
import { ProductImageLink } from '../../../components/product-image-link';
import './deals.css';

function DealCard({ part }: { part: FeaturedPart }) {
  const href = `/product/${part._id}`;
  const f = useFormat();
  return (
    <li className="deal-card" data-testid="deal-card">
      <ProductImageLink partId={part._id} img={part.img} className="deal-card__media" />
      <div className="deal-card__body">
        <h3 className="deal-card__name">
          <Link to={href} translate="no">
            <CutName name={part.name} max={TRUNCATE_AT.cardName} />
          </Link>
        </h3>
        <p className="deal-card__price">
          <span>{f.price(part.price)}</span>{' '}
          <ListPrice price={part.listPrice} />
        </p>
      </div>
    </li>
  );
}

/** Home section 'Delightful deals for everyone' (spec §2): the featured parts of `/partHome`. */
export function FeaturedDeals() {
  const { t } = useT('shop');
  const body = (
    <QueryResult
      query={useGetFeaturedDealsQuery()}
      loading={t('home.deals.loading')}
      error={t('home.deals.error')}
      empty={emptyState(t('home.deals.emptyTitle'), t('home.deals.emptyText'))}
    >
      {(parts) => (
        <ul className="deal-grid">
          {parts.map((part) => (
            <DealCard key={part._id} part={part} />
          ))}
        </ul>
      )}
    </QueryResult>
  );

  return (
    <section className="deals-section" aria-labelledby="deals-title">
      <div className="deals-section__head">
        <h2 id="deals-title" className="deals-section__title">
          {t('home.deals.title')}
        </h2>
        <Link to="/shops" className="btn btn--primary">
          {t('home.deals.shopAll')}
        </Link>
      </div>
      {body}
    </section>
  );
}
