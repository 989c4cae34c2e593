import { NEW_ARRIVAL_PART_IDS } from '@shop/contracts';
import { Trans, useT } from '@shop/i18n';
import { ProductTile } from '../../../components/product-tile';
import { emptyState, QueryResult } from '../../../components/query-result';
import { useGetPartsByIdsQuery } from '../../../lib/parts-by-ids-api';
import './home.css';
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
            const date = NEW_ARRIVAL_DATES[part._id as keyof typeof NEW_ARRIVAL_DATES];
            return (
              <ProductTile
                key={part._id}
                part={part}
                variant="tile"
                as="li"
                testId="new-arrival-card"
                listPrice={false}
                lead={
                  <>
                    <span className="new-arrival__badge">{t('home.newArrivals.badge')}</span>
                    {date && (
                      <p className="new-arrival__date">
                        <Trans
                          t={t}
                          i18nKey="home.newArrivals.arrived"
                          values={{ when: date }}
                          components={{ date: <time dateTime={date} /> }}
                        />
                      </p>
                    )}
                  </>
                }
              />
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
