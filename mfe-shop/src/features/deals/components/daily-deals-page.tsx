import { assetUrl } from '@shop/api-client';
import { DAILY_DEAL_PART_ID, SHOP_CONTACT, whatsappLink } from '@shop/contracts';
import { formatTaka, listPrice } from '@shop/rules';
import { QueryResult } from '../../../components/query-result';
import { PageHeader } from '../../../components/page-header';
import { useGetDealPartQuery } from '../api/deals-api';
import './deals.css';

export const DAILY_DEALS_TITLE = "Today's Best Deals";

/** The message the buy link types into WhatsApp for the customer. */
export function buyMessage(name: string, price: number): string {
  return `Hello! I want to buy the ${name} (${formatTaka(price)}) from Today's Best Deals.`;
}

/**
 * /dailyD (spec §2): one featured smartphone with a buy link to WhatsApp (the shop's number from
 * `SHOP_CONTACT`), and the coming Daily Delights section.
 */
export function DailyDealsPage() {
  const deal = (
    <QueryResult
      query={useGetDealPartQuery(DAILY_DEAL_PART_ID)}
      loading="Loading today’s deal…"
      error="We couldn’t load today’s deal."
    >
      {(part) => (
        <article className="daily-deal" data-testid="daily-deal" aria-labelledby="daily-deal-name">
          <div className="daily-deal__media">
            {/* The page's main image, above the fold: not lazy. */}
            <img src={assetUrl(part.img)} alt={part.name} width={480} height={360} />
          </div>
          <div className="daily-deal__info">
            <span className="daily-deal__badge">Deal of the day</span>
            <h2 id="daily-deal-name" className="daily-deal__name">
              {part.name}
            </h2>
            <p className="daily-deal__price">
              <span>{formatTaka(part.price)}</span>{' '}
              <del aria-label={`List price ${formatTaka(listPrice(part.price))}`}>
                {formatTaka(listPrice(part.price))}
              </del>
            </p>
            <p className="daily-deal__description">{part.description}</p>
            <a
              className="btn btn--primary btn--large"
              href={whatsappLink(buyMessage(part.name, part.price))}
              target="_blank"
              rel="noopener noreferrer"
            >
              Buy on WhatsApp
            </a>
            <p className="daily-deal__note">
              Opens a WhatsApp chat with us ({SHOP_CONTACT.phone}). Cash on delivery, delivered
              within 72 hours.
            </p>
          </div>
        </article>
      )}
    </QueryResult>
  );

  return (
    <div className="daily-deals">
      <PageHeader
        title={DAILY_DEALS_TITLE}
        lead="One handpicked smartphone at its best price today."
      />
      {deal}
      <section className="daily-delights" aria-labelledby="daily-delights-title">
        <h2 id="daily-delights-title">Daily Delights: coming soon</h2>
        <p>
          Every day a new delight: a fresh deal on a top smart watch, earbuds, router or kettle, for
          that day only. Daily Delights is coming soon; until then, this smartphone deal is yours.
        </p>
      </section>
    </div>
  );
}
