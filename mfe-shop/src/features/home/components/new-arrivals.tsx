import { NEW_ARRIVAL_PART_IDS } from '@shop/contracts';
import { Trans, useFormat, useT } from '@shop/i18n';
import { TRUNCATE_AT } from '@shop/rules';
import { Link } from '@shop/router';
import { CutName } from '@shop/ui';
import { emptyState, QueryResult } from '../../../components/query-result';
import { useGetPartsByIdsQuery } from '../../../lib/parts-by-ids-api';
import './home.css';
import { ProductImageLink } from '../../../components/product-image-link';
import { HomeSection } from './home-section';

/** Spec §2: three static cards with dates. The day each fixed product arrived (ISO, in Dhaka). */
export const NEW_ARRIVAL_DATES: Record<(typeof NEW_ARRIVAL_PART_IDS)[number], string> = {
  [NEW_ARRIVAL_PART_IDS[0]]: '2026-11-18',
  [NEW_ARRIVAL_PART_IDS[1]]: '2026-11-12',
  [NEW_ARRIVAL_PART_IDS[2]]: '2026-11-05',
};

/** Home section 'New arrivals': the three fixed products, fetched in one request. */
export function NewArrivals() {
  const { t } = useT('shop');
  const f = useFormat();
  const body = (
    <QueryResult
      query={useGetPartsByIdsQuery(NEW_ARRIVAL_PART_IDS)}
      loading={t('home.newArrivals.loading')}
      error={t('home.newArrivals.error')}
      empty={emptyState(t('home.newArrivals.empty'))}
    >
      {(parts) => (
        <ul className="tile-grid tile-grid--three">
          {parts.map((part) => {
            const href = `/product/${part._id}`;
            const date = NEW_ARRIVAL_DATES[part._id as keyof typeof NEW_ARRIVAL_DATES];
            return (
              <li key={part._id} className="tile" data-testid="new-arrival-card">
                <ProductImageLink partId={part._id} img={part.img} className="tile__media" />
                <div className="tile__body">
                  <span className="tile__badge">{t('home.newArrivals.badge')}</span>
                  {date && (
                    <p className="tile__date">
                      <Trans
                        t={t}
                        i18nKey="home.newArrivals.arrived"
                        values={{ when: date }}
                        components={{ date: <time dateTime={date} /> }}
                      />
                    </p>
                  )}
                  <h3 className="tile__name">
                    <Link to={href} translate="no">
                      <CutName name={part.name} max={TRUNCATE_AT.cardName} />
                    </Link>
                  </h3>
                  <p className="tile__price">{f.price(part.price)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </QueryResult>
  );

  return (
    <HomeSection id="new-arrivals-title" title={t('home.newArrivals.title')}>
      {body}
    </HomeSection>
  );
}
