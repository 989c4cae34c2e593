import { useT } from '@shop/i18n';
import { Link } from '@shop/router';
import { ProductTile } from '../../../components/product-tile';
import { emptyState, QueryResult } from '../../../components/query-result';
import { useGetFeaturedDealsQuery } from '../api/deals-api';
import './deals.css';

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
            <ProductTile
              key={part._id}
              part={part}
              variant="deal"
              as="li"
              testId="deal-card"
              listPrice={part.listPrice}
            />
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
