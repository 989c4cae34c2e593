import { assetUrl } from '@shop/api-client';
import { DAILY_DEAL_PART_ID, SHOP_CONTACT, whatsappLink } from '@shop/contracts';
import { localizeDigits, Trans, useFormat, useLanguage, useT } from '@shop/i18n';
import { listPrice } from '@shop/rules';
import { ListPrice } from '../../../components/list-price';
import { QueryResult } from '../../../components/query-result';
import { PageHeader } from '../../../components/page-header';
import { useGetDealPartQuery } from '../api/deals-api';
import './deals.css';

/** Translates a `shop` message (`t` of `useT('shop')`). */
type ShopTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The message the buy link types into WhatsApp for the customer, in the page's language. */
export function buyMessage(name: string, price: number, t: ShopTranslate): string {
  return t('deals.buyMessage', { name, price });
}

/**
 * /dailyD (spec §2): one featured smartphone with a buy link to WhatsApp (the shop's number from
 * `SHOP_CONTACT`), and the coming Daily Delights section.
 */
export function DailyDealsPage() {
  const { t } = useT('shop');
  const f = useFormat();
  const language = useLanguage();
  const deal = (
    <QueryResult
      query={useGetDealPartQuery(DAILY_DEAL_PART_ID)}
      loading={t('deals.loading')}
      error={t('deals.error')}
    >
      {(part) => (
        <article className="daily-deal" data-testid="daily-deal" aria-labelledby="daily-deal-name">
          <div className="daily-deal__media">
            {/* The page's main image, above the fold: not lazy. */}
            <img src={assetUrl(part.img)} alt={part.name} width={480} height={360} />
          </div>
          <div className="daily-deal__info">
            <span className="daily-deal__badge">{t('deals.badge')}</span>
            <h2 id="daily-deal-name" className="daily-deal__name" translate="no">
              {part.name}
            </h2>
            <p className="daily-deal__price">
              <span>{f.price(part.price)}</span>{' '}
              <ListPrice price={listPrice(part.price)} />
            </p>
            <p className="daily-deal__description" translate="no">
              {part.description}
            </p>
            <a
              className="btn btn--primary btn--large"
              href={whatsappLink(buyMessage(part.name, part.price, t))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('deals.buy')}
            </a>
            <p className="daily-deal__note">
              <Trans
                t={t}
                i18nKey="deals.note"
                values={{ phone: localizeDigits(SHOP_CONTACT.phone, language) }}
                components={{ phone: <span className="daily-deal__phone" /> }}
              />
            </p>
          </div>
        </article>
      )}
    </QueryResult>
  );

  return (
    <div className="daily-deals">
      <PageHeader title={t('deals.title')} lead={t('deals.lead')} />
      {deal}
      <section className="daily-delights" aria-labelledby="daily-delights-title">
        <h2 id="daily-delights-title">{t('deals.delightsTitle')}</h2>
        <p>{t('deals.delightsText')}</p>
      </section>
    </div>
  );
}
