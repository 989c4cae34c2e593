import { NEW_ARRIVAL_PART_IDS } from '@shop/contracts';
import { formatTaka, TRUNCATE_AT, truncate } from '@shop/rules';
import { Link } from '@shop/router';
import { emptyState, QueryResult } from '../../../components/query-result';
import { useGetPartsByIdsQuery } from '../../../lib/parts-by-ids-api';
import './home.css';
import { ProductImageLink } from '../../../components/product-image-link';
import { HomeSection } from './home-section';

/** Spec §2: three static cards with dates. The date each fixed product arrived (ISO, local). */
export const NEW_ARRIVAL_DATES: Record<(typeof NEW_ARRIVAL_PART_IDS)[number], string> = {
  [NEW_ARRIVAL_PART_IDS[0]]: '2026-11-18',
  [NEW_ARRIVAL_PART_IDS[1]]: '2026-11-12',
  [NEW_ARRIVAL_PART_IDS[2]]: '2026-11-05',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11-18' → '18 November 2026', the same in every browser and time zone. */
export function formatArrivalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Home section 'New arrivals': the three fixed products, fetched in one request. */
export function NewArrivals() {
  const body = (
    <QueryResult
      query={useGetPartsByIdsQuery(NEW_ARRIVAL_PART_IDS)}
      loading="Loading new arrivals…"
      error="We couldn’t load the new arrivals."
      empty={emptyState('New arrivals are on their way.')}
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
                  <span className="tile__badge">New</span>
                  {date && (
                    <p className="tile__date">
                      Arrived <time dateTime={date}>{formatArrivalDate(date)}</time>
                    </p>
                  )}
                  <h3 className="tile__name" title={part.name}>
                    <Link to={href}>{truncate(part.name, TRUNCATE_AT.cardName)}</Link>
                  </h3>
                  <p className="tile__price">{formatTaka(part.price)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </QueryResult>
  );

  return (
    <HomeSection id="new-arrivals-title" title="New arrivals">
      {body}
    </HomeSection>
  );
}
