import type { Warranty } from '@shop/contracts';
import { useFormat, useT } from '@shop/i18n';
import { useWarrantyText } from '@shop/ui';

/** Brand and warranty (with what it covers), under the product's price. */
export function ProductFacts({ brand, warranty }: { brand?: string; warranty?: Warranty }) {
  const { t } = useT('shop');
  const { language } = useFormat();
  const warrantyText = useWarrantyText();
  if (!brand && !warranty) return null;
  return (
    <dl className="product-facts" data-testid="product-facts">
      {brand && (
        <div className="product-facts__row">
          <dt>{t('product.brand')}</dt>
          <dd translate="no" data-testid="product-brand">
            {brand}
          </dd>
        </div>
      )}
      {warranty && (
        <div className="product-facts__row">
          <dt>{t('product.warranty.label')}</dt>
          <dd data-testid="product-warranty">
            <strong>{warrantyText(warranty)}</strong>
            {warranty.covers[language] && (
              <span className="product-facts__covers">{warranty.covers[language]}</span>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
