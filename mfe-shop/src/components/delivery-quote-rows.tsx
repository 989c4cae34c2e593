import { useFormat, useT } from '@shop/i18n';
import type { DeliveryQuote } from '@shop/rules';

/**
 * The quote's zone and parcel weight, and the cash-on-delivery fee when there is one: rows of the
 * booking form's and the cart's totals (a `<dl>`), under the delivery fee.
 */
export function DeliveryQuoteRows({ quote }: { quote: DeliveryQuote | undefined }) {
  const { t } = useT('shop');
  const f = useFormat();
  if (!quote) return null;
  return (
    <>
      <div className="delivery-quote__zone">
        <dt>{t('shipping.zone')}</dt>
        <dd data-testid="delivery-zone" data-zone={quote.zone}>
          {t(`shipping.zones.${quote.zone}`)} ·{' '}
          <span data-testid="delivery-weight">
            {t('shipping.weight', { grams: quote.weightGrams })}
          </span>
        </dd>
      </div>
      {quote.codFee > 0 && (
        <div>
          <dt>{t('shipping.codFee')}</dt>
          <dd data-testid="delivery-cod-fee">{f.price(quote.codFee)}</dd>
        </div>
      )}
    </>
  );
}
